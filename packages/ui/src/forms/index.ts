export { useForm } from './useForm.ts';
export type { FormController } from './useForm.ts';
export {
  MessageField,
  RecipientsField,
  SentPanel,
  SubmitWithRecipients,
  sendByChoices,
  toSendBy,
} from './recipientForms.tsx';
export type {
  MessageFieldProps,
  RecipientPickerSlot,
  RecipientsFieldProps,
  SentPanelProps,
  SubmitWithRecipientsProps,
} from './recipientForms.tsx';
