export { SendToAllForm, SendToAllSuccess } from './SendToAllForm.tsx';
export type {
  SendToAllFormProps,
  SendToAllFormValues,
  SendToAllSubmission,
  SendToAllSuccessProps,
} from './SendToAllForm.tsx';
