export { AwardForm, AwardSuccess } from './AwardForm.tsx';
export type {
  AwardFormProps,
  AwardFormValues,
  AwardPickerSlot,
  AwardSubmission,
  AwardSuccessProps,
} from './AwardForm.tsx';
