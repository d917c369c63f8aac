export { MessageDialog } from './MessageDialog.tsx';
export type { MessageDialogProps } from './MessageDialog.tsx';
