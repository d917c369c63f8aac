import { useAdminAuditQuery } from '@plaudit/api';
import { errorTextOf, formErrorsOf } from '@plaudit/portal';
import { AuditLog, type AuditFilterValues } from '@plaudit/ui';
import { useSearchParams } from 'react-router-dom';

import { ConsoleFrame, consoleLoadFailed, memberHref } from './ConsoleFrame';

const whole = (text: string | null, min: number) =>
  text !== null && /^\d{1,9}$/.test(text) && Number(text) >= min ? Number(text) : undefined;

interface Wanted extends AuditFilterValues {
  action: string;
  member: number | null;
  page: number;
}

/**
 * /admin/audit: the audit log, newest first. Its filters and page are the address's (?action=,
 * ?member= (an id, a member page's link), ?number= (a member's number), ?from=, ?to=, ?page=), so a
 * view can be shared, a member's page links to their actions and Back returns to the same page.
 */
export default function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const current: Wanted = {
    action: params.get('action') ?? '',
    member: whole(params.get('member'), 1) ?? null,
    memberNumber: params.get('number') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: whole(params.get('page'), 1) ?? 1,
  };
  const { data, error, isFetching, refetch } = useAdminAuditQuery({
    action: current.action,
    memberId: current.member,
    page: current.page,
    memberNumber: current.memberNumber,
    from: current.from,
    to: current.to,
  });
  const go = (next: Partial<Wanted>) => {
    const wanted: Wanted = { ...current, page: 1, ...next };
    const search: Record<string, string> = {};
    if (wanted.action) search.action = wanted.action;
    if (wanted.member !== null) search.member = String(wanted.member);
    if (wanted.memberNumber) search.number = wanted.memberNumber;
    if (wanted.from) search.from = wanted.from;
    if (wanted.to) search.to = wanted.to;
    if (wanted.page > 1) search.page = String(wanted.page);
    setParams(search);
  };
  const shown = error || isFetching ? undefined : data;
  const filterErrors = formErrorsOf(error);
  return (
    <ConsoleFrame>
      <AuditLog
        entries={shown?.entries}
        total={shown?.total ?? 0}
        page={current.page}
        pageSize={data?.pageSize ?? 25}
        actions={data?.actions ?? (current.action ? [current.action] : [])}
        action={current.action}
        onActionChange={(action) => go({ action })}
        filters={{ memberNumber: current.memberNumber, from: current.from, to: current.to }}
        // A typed number replaces a member page's link, and the other way round.
        onFiltersChange={(filters) =>
          go({ ...filters, member: filters.memberNumber ? null : current.member })
        }
        filterErrors={filterErrors}
        memberName={data?.memberName ?? null}
        memberNumber={data?.memberNumber ?? null}
        onClearMember={() => go({ member: null, memberNumber: '' })}
        onPageChange={(page) => go({ page })}
        {...(error ? { errorMessage: errorTextOf(error, consoleLoadFailed) } : {})}
        onRetry={() => void refetch()}
        memberHref={memberHref}
        timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      />
    </ConsoleFrame>
  );
}
