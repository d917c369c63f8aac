export { ChangePasswordModal } from './ChangePasswordModal.tsx';
export type { ChangePasswordModalProps, ChangePasswordStep } from './ChangePasswordModal.tsx';
