export { ContentModal } from './ContentModal.tsx';
export type { ContentModalProps } from './ContentModal.tsx';
