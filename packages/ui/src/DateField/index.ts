export { DateField } from './DateField.tsx';
export type { DateFieldProps } from './DateField.tsx';
