export { ProfileView } from './ProfileView.tsx';
export type { ProfileViewProps } from './ProfileView.tsx';
export { ProfileForm } from './ProfileForm.tsx';
export type { ProfileFormProps, ProfileFormValues, PictureUploadState } from './ProfileForm.tsx';
export type { ProfileMember } from './member.ts';
export { PushNotifications } from './PushNotifications.tsx';
export type { PushNotificationsProps, PushState } from './PushNotifications.tsx';
export { MessageChannelField, MessageChannelText, WhatsAppOptIn } from './MessageChannel.tsx';
export type {
  MessageChannelFieldProps,
  MessageChannelTextProps,
  WhatsAppOptInProps,
} from './MessageChannel.tsx';
