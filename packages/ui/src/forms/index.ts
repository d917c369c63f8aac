export { useForm } from './useForm.ts';
export type { FormController } from './useForm.ts';
export {
  MessageField,
  RecipientsField,
  SentPanel,
  SubmitWithRecipients,
  toSendBy,
  useSendByChoices,
} from './recipientForms.tsx';
export type {
  MessageFieldProps,
  RecipientPickerSlot,
  RecipientsFieldProps,
  SentPanelProps,
  SubmitWithRecipientsProps,
} from './recipientForms.tsx';
export { PinResend, StepDone, StepForm } from './StepForm.tsx';
export type { PinResendProps, StepDoneProps, StepFormProps } from './StepForm.tsx';
