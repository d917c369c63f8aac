export { OfflineNotice } from './OfflineNotice.tsx';
export type { OfflineNoticeProps } from './OfflineNotice.tsx';
export { UpdatePrompt } from './UpdatePrompt.tsx';
export type { UpdatePromptProps } from './UpdatePrompt.tsx';
export { SendingOff, useSendingOff } from './sending.tsx';
export type { SendingOffProps } from './sending.tsx';
export { offlineMessages } from './messages.ts';
