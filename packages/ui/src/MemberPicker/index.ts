export { MemberPicker } from './MemberPicker.tsx';
export type {
  MemberPickerCountry,
  MemberPickerDivision,
  MemberPickerProps,
  MemberQuery,
} from './MemberPicker.tsx';
