/** A manager's recognition budget in the month. */
export interface ManagerBudgetRow {
  memberId: number;
  name: string;
  division: string;
  divisionCode: string;
  granted: number;
  spent: number;
  left: number;
}

/** A grant as the form asks for it: one manager or a division, points each, and why. */
export interface BudgetGrantForm {
  memberId?: number;
  divisionCode?: string;
  points: number;
  reason: string;
}
