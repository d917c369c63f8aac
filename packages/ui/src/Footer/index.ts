export { Footer } from './Footer.tsx';
export type { FooterProps, FooterDocument } from './Footer.tsx';
