export { refusalOf, useSubmit } from './submitOutcome.ts';
export type {
  OutcomeFormErrors,
  SubmitHandler,
  SubmitOutcome,
  SubmitState,
} from './submitOutcome.ts';
export { useForm } from './useForm.ts';
export type { FormController } from './useForm.ts';
export {
  MessageAndSubmit,
  MessageField,
  RecipientsField,
  SentPanel,
  SubmitWithRecipients,
  toSendBy,
  useSendByChoices,
  useSendingSubmit,
} from './recipientForms.tsx';
export type {
  MessageAndSubmitProps,
  MessageFieldProps,
  MessageValue,
  PlainMessage,
  RecipientPickerSlot,
  RecipientsFieldProps,
  RecipientsRequiredDialog,
  SendingSubmitOptions,
  SendByFieldProps,
  SentPanelProps,
  SubmitWithRecipientsProps,
} from './recipientForms.tsx';
export {
  PinFields,
  PinResend,
  SendPinStep,
  StepDone,
  StepForm,
  useFocusedHeading,
  useStepForm,
} from './StepForm.tsx';
export type { PinResendProps, StepDoneProps, StepFormProps, StepProps } from './StepForm.tsx';
