export { ForgotPasswordStep1, ForgotPasswordStep2, ForgotPasswordDone } from './ForgotPassword.tsx';
export type {
  ForgotPasswordStep1Props,
  ForgotPasswordStep1Values,
  ForgotPasswordStep2Props,
  ForgotPasswordStep2Values,
} from './ForgotPassword.tsx';
