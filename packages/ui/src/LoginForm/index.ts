export { LoginForm } from './LoginForm.tsx';
export type { LoginFormProps, LoginValues } from './LoginForm.tsx';
