export { ContactUsForm, ContactUsSummary } from './ContactUs.tsx';
export type { ContactUsFormProps, ContactUsSummaryProps, ContactUsValues } from './ContactUs.tsx';
