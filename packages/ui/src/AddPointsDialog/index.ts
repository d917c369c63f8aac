export { AddPointsDialog } from './AddPointsDialog.tsx';
export type { AddPointsDialogProps } from './AddPointsDialog.tsx';
export { checkAmount } from './addPoints.ts';
export type { AmountCheck } from './addPoints.ts';
