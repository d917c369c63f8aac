export { OtpField } from './OtpField.tsx';
export type { OtpFieldProps } from './OtpField.tsx';
