export { OtpStep } from './OtpStep.tsx';
export type { OtpStepProps, OtpStepValues } from './OtpStep.tsx';
export { PinChannelChoice, PinChannelStatus } from './PinChannel.tsx';
export type {
  PinChannelChoiceProps,
  PinChannelState,
  PinChannelStatusProps,
} from './PinChannel.tsx';
