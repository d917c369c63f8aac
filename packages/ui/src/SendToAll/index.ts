export { SendToAllForm, SendToAllSuccess } from './SendToAllForm.tsx';
export { SendToAllConfirm } from './SendToAllConfirm.tsx';
export type { SendToAllConfirmProps } from './SendToAllConfirm.tsx';
export type {
  SendToAllFormProps,
  SendToAllFormValues,
  SendToAllSubmission,
  SendToAllSuccessProps,
} from './SendToAllForm.tsx';
