export { BudgetsConsole } from './BudgetsConsole.tsx';
export type { BudgetGrantForm, BudgetsConsoleProps, ManagerBudgetRow } from './BudgetsConsole.tsx';
