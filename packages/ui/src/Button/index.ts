export { Button } from './Button.tsx';
export type { ButtonProps } from './Button.tsx';
