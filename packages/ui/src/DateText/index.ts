export { DateText } from './DateText.tsx';
export type { DateTextProps } from './DateText.tsx';
