export { NominationForm } from './NominationForm.tsx';
export type {
  NominationFormProps,
  NominationFormValues,
  NominationSubmission,
} from './NominationForm.tsx';
