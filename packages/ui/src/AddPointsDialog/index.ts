export { AddPointsDialog } from './AddPointsDialog.tsx';
export type { AddPointsDialogProps } from './AddPointsDialog.tsx';
