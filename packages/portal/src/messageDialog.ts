// Loaded only when a dialog opens: error dialogs are rare, and Hello should not wait for their code.
export { MessageDialog } from '@plaudit/ui';
