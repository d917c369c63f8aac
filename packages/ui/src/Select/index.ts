export { Select } from './Select.tsx';
export type { SelectProps, SelectOption } from './Select.tsx';
