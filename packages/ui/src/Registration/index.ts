export { RegistrationStep1, RegistrationStep2, RegistrationDone } from './Registration.tsx';
export type {
  RegistrationStep1Props,
  RegistrationStep1Values,
  RegistrationStep2Props,
  RegistrationStep2Values,
} from './Registration.tsx';
export { WhatsAppOffer } from './WhatsAppOffer.tsx';
export type { WhatsAppOfferProps } from './WhatsAppOffer.tsx';
