export { OtpStep } from './OtpStep.tsx';
export type { OtpStepProps, OtpStepValues } from './OtpStep.tsx';
