export {
  StatementTable,
  type StatementTableProps,
  type StatementEntry,
} from './StatementTable.tsx';
