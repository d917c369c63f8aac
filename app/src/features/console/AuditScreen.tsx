import { useAdminAuditQuery } from '@plaudit/api';
import { errorTextOf } from '@plaudit/portal';
import { AuditLog } from '@plaudit/ui';
import { useSearchParams } from 'react-router-dom';

import { ConsoleFrame, consoleLoadFailed, memberHref } from './ConsoleFrame';

const whole = (text: string | null, min: number) =>
  text !== null && /^\d{1,9}$/.test(text) && Number(text) >= min ? Number(text) : undefined;

/**
 * /admin/audit: the audit log, newest first. Its filters and page are the address's (?action=,
 * ?member=, ?page=), so a member's page links to their actions and Back returns to the same page.
 */
export default function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const memberId = whole(params.get('member'), 1) ?? null;
  const page = whole(params.get('page'), 1) ?? 1;
  const { data, error, isFetching, refetch } = useAdminAuditQuery({ action, memberId, page });
  const go = (next: { action?: string; member?: number | null; page?: number }) => {
    const wanted = {
      action: next.action ?? action,
      member: next.member === undefined ? memberId : next.member,
      page: next.page ?? 1,
    };
    const search: Record<string, string> = {};
    if (wanted.action) search.action = wanted.action;
    if (wanted.member !== null) search.member = String(wanted.member);
    if (wanted.page > 1) search.page = String(wanted.page);
    setParams(search);
  };
  const shown = error || isFetching ? undefined : data;
  return (
    <ConsoleFrame>
      <AuditLog
        entries={shown?.entries}
        total={shown?.total ?? 0}
        page={page}
        pageSize={data?.pageSize ?? 25}
        actions={data?.actions ?? (action ? [action] : [])}
        action={action}
        onActionChange={(next) => go({ action: next })}
        memberName={data?.memberName ?? null}
        onClearMember={() => go({ member: null })}
        onPageChange={(next) => go({ page: next })}
        {...(error ? { errorMessage: errorTextOf(error, consoleLoadFailed) } : {})}
        onRetry={() => void refetch()}
        memberHref={memberHref}
        timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      />
    </ConsoleFrame>
  );
}
