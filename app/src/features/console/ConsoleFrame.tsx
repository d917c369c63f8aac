import { access, type MemberBalance } from '@plaudit/domain';
import { ConsoleNav, consoleCommentsMessages, useWords } from '@plaudit/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The console's screens share its navigation, one entry per screen. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const word = useWords();
  const { pathname } = useLocation();
  const items = [
    { label: word('Members'), href: access.adminMembers.path },
    { label: word('Budgets'), href: access.adminBudgets.path },
    { label: word('Orders'), href: access.adminOrders.path },
    { label: word('Promo codes'), href: access.adminPromos.path },
    { label: word('Imports'), href: access.adminImports.path },
    { label: word('Nominations'), href: access.adminNominations.path },
    { label: word('Content'), href: access.adminContent.path },
    { label: consoleCommentsMessages.heading, href: access.adminComments.path },
    { label: word('Insights'), href: access.adminInsights.path },
    { label: word('Audit log'), href: access.adminAudit.path },
  ].map((item) => ({
    ...item,
    isCurrent: pathname === item.href || pathname.startsWith(`${item.href}/`),
  }));
  return (
    <>
      <ConsoleNav items={items} />
      {children}
    </>
  );
}

/** A member's console page, and their audit log. */
export const memberHref = (memberId: number) => `${access.adminMembers.path}/${String(memberId)}`;
/** A member's statement of one balance, from their console page. */
export const memberStatementHref = (memberId: number, balance: MemberBalance) =>
  `${memberHref(memberId)}/statement/${balance}`;
export const auditHref = (memberId?: number) =>
  memberId === undefined
    ? access.adminAudit.path
    : `${access.adminAudit.path}?member=${String(memberId)}`;

/** What a console screen says when its call failed without words of the server's. */
export const consoleLoadFailed = 'The console could not load this. Please try again.';
