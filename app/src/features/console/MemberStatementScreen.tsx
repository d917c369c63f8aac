import { useAdminMemberStatementQuery } from '@plaudit/api';
import { memberBalances, type MemberBalance } from '@plaudit/domain';
import { errorTextOf } from '@plaudit/portal';
import { ConsoleMemberStatement, PageNotFound } from '@plaudit/ui';
import { useParams } from 'react-router-dom';

import { ConsoleFrame, consoleLoadFailed, memberHref, memberStatementHref } from './ConsoleFrame';

const isBalance = (text: string): text is MemberBalance =>
  (memberBalances as readonly string[]).includes(text);

/**
 * /admin/members/{memberId}/statement/{balance}: a member's statement of one balance, as they read it
 * themselves, linked from each balance of their console page.
 */
export default function MemberStatementScreen() {
  const { memberId: param = '', balance = '' } = useParams();
  const memberId = /^\d{1,9}$/.test(param) ? Number(param) : 0;
  const valid = memberId > 0 && isBalance(balance);
  const { data, error, refetch } = useAdminMemberStatementQuery(
    { memberId, balance: valid ? balance : 'redeemable' },
    { skip: !valid },
  );
  if (!valid) return <PageNotFound />;
  return (
    <ConsoleFrame>
      <ConsoleMemberStatement
        balance={balance}
        data={error ? undefined : data}
        {...(error ? { errorMessage: errorTextOf(error, consoleLoadFailed) } : {})}
        onRetry={() => void refetch()}
        memberHref={memberHref(memberId)}
        statementHref={(b) => memberStatementHref(memberId, b)}
        timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      />
    </ConsoleFrame>
  );
}
