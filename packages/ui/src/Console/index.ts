export { AuditLog } from './AuditLog.tsx';
export type { AuditFilterValues, AuditLogProps } from './AuditLog.tsx';
export { auditLines, balanceWords, humanise } from './auditLines.ts';
export type { AuditLine, AuditLineWords } from './auditLines.ts';
export { ActiveDialog, AdjustBalanceDialog, RolesDialog } from './ConsoleDialogs.tsx';
export type {
  ActiveDialogProps,
  AdjustBalanceDialogProps,
  AdjustBalanceValues,
  RolesDialogProps,
  RolesValues,
} from './ConsoleDialogs.tsx';
export { ConsoleMemberPage } from './ConsoleMemberPage.tsx';
export { ConsoleMemberStatement } from './ConsoleMemberStatement.tsx';
export type {
  ConsoleMemberStatementData,
  ConsoleMemberStatementProps,
} from './ConsoleMemberStatement.tsx';
export type { ConsoleMemberPageProps } from './ConsoleMemberPage.tsx';
export { ConsoleNav } from './ConsoleNav.tsx';
export type { ConsoleNavItem } from './ConsoleNav.tsx';
export { MemberBadges } from './MemberBadges.tsx';
export { MemberSearch } from './MemberSearch.tsx';
export type { MemberSearchProps, MemberSearchState } from './MemberSearch.tsx';
export type {
  AuditLogEntry,
  AuditValueText,
  ConsoleAwardRow,
  ConsoleMemberBalances,
  ConsoleMemberPageData,
  ConsoleMemberRow,
  ConsoleOrderRow,
  ConsoleStatementLine,
} from './types.ts';
export { ConsoleComments } from './ConsoleComments.tsx';
export type { ConsoleCommentRow, ConsoleCommentsProps } from './ConsoleComments.tsx';
export { consoleCommentsHeading } from './commentsHeading.ts';
export { consoleCommentsMessages } from './commentsMessages.ts';
export { consoleDeliveriesMessages } from './deliveriesMessages.ts';
export type { ConsoleDelivery, ConsoleMemberMessaging } from './types.ts';
