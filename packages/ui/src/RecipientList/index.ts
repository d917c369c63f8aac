export { RecipientList } from './RecipientList.tsx';
export type { RecipientListProps } from './RecipientList.tsx';
