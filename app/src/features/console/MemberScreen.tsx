import {
  type ConsoleBalances,
  useAdminAdjustBalanceMutation,
  useAdminMemberQuery,
  useAdminSetActiveMutation,
  useAdminSetFlagsMutation,
} from '@plaudit/api';
import { access, memberBalanceFields } from '@plaudit/domain';
import { errorTextOf, formErrorsOf } from '@plaudit/portal';
import {
  ActiveDialog,
  AdjustBalanceDialog,
  ConsoleMemberPage,
  PageNotFound,
  RolesDialog,
  type AdjustBalanceValues,
  type RolesValues,
  type SubmitOutcome,
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
} from '@plaudit/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useSubmissionKey } from '../../shared/submissionKey';
import { auditHref, ConsoleFrame, consoleLoadFailed, memberStatementHref } from './ConsoleFrame';

type Dialog = 'adjust' | 'roles' | 'active' | null;

/**
 * A dialog's call as its outcome: done, with the server's words for the page's notice; refused, the
 * fields' own words under them and anything else at the top of the dialog.
 */
async function outcomeOf<D extends { message: string }>(
  call: PromiseLike<{ data?: D; error?: unknown }>,
  noticeOf: (data: D) => string = (d) => d.message,
): Promise<SubmitOutcome & { notice?: string }> {
  const { data, error } = await call;
  if (data) return { ok: true, notice: noticeOf(data) };
  const formErrors = formErrorsOf(error);
  return formErrors
    ? { ok: false, formErrors }
    : { ok: false, message: errorTextOf(error, consoleLoadFailed) };
}

/**
 * /admin/members/{memberId}: a member's console page, with its three actions (adjust a balance, change
 * roles, deactivate or reactivate), each a dialog whose answer shows on the page as it comes back.
 */
export default function MemberScreen() {
  const { memberId: param = '' } = useParams();
  const memberId = /^\d{1,9}$/.test(param) ? Number(param) : 0;
  const { data, error, refetch } = useAdminMemberQuery({ memberId }, { skip: memberId < 1 });
  const [adjust] = useAdminAdjustBalanceMutation();
  const [setFlags] = useAdminSetFlagsMutation();
  const [setActive] = useAdminSetActiveMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | undefined>();
  // A retry of the same adjustment adjusts once; each opening of the dialog starts a new one.
  const adjustKeys = useSubmissionKey();
  const names = useBalanceNames();
  const format = useBrandFormat();
  const { phrases } = useBrandContent();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (memberId < 1) return <PageNotFound />;

  const open = (which: Exclude<Dialog, null>) => {
    if (which === 'adjust') adjustKeys.reset();
    setDialog(which);
  };
  // Once done, the dialog closes and the page says what changed.
  const settle = ({ notice: said, ...outcome }: SubmitOutcome & { notice?: string }) => {
    if (said !== undefined) {
      setDialog(null);
      setNotice(said);
    }
    return outcome;
  };
  // The banner names the balance and its points as the dialog does ('Added 50 Top Dog Points; …').
  const adjustedNotice = (values: AdjustBalanceValues, balances: ConsoleBalances) => {
    const named = (points: number) => `${format.number(points)} ${names[values.account]}`;
    return phrases.balanceAdjusted(
      values.points > 0,
      named(Math.abs(values.points)),
      named(balances[memberBalanceFields[values.account]]),
    );
  };
  const onAdjust = async (values: AdjustBalanceValues) => {
    const body = { memberId, ...values };
    const outcome = await outcomeOf(
      adjust({ body, idempotencyKey: adjustKeys.keyFor(body) }),
      (answer) => adjustedNotice(values, answer.balances),
    );
    if (outcome.ok) adjustKeys.reset();
    return settle(outcome);
  };
  const onRoles = async (values: RolesValues) =>
    settle(await outcomeOf(setFlags({ memberId, ...values })));
  const onActive = async (reason: string) =>
    settle(await outcomeOf(setActive({ memberId, active: !data?.member.isActive, reason })));
  const name = data?.member.name ?? '';
  return (
    <ConsoleFrame>
      <ConsoleMemberPage
        data={error ? undefined : data}
        {...(error ? { errorMessage: errorTextOf(error, consoleLoadFailed) } : {})}
        onRetry={() => void refetch()}
        {...(notice ? { notice } : {})}
        onNoticeDismiss={() => setNotice(undefined)}
        onAdjust={() => open('adjust')}
        onChangeRoles={() => open('roles')}
        onChangeActive={() => open('active')}
        searchHref={access.adminMembers.path}
        auditHref={auditHref(memberId)}
        statementHref={(balance) => memberStatementHref(memberId, balance)}
        timeZone={timeZone}
      >
        {data && dialog === 'adjust' && (
          <AdjustBalanceDialog
            isOpen
            onClose={() => setDialog(null)}
            memberName={name}
            balances={data.balances}
            onSubmit={onAdjust}
          />
        )}
        {data && dialog === 'roles' && (
          <RolesDialog
            isOpen
            onClose={() => setDialog(null)}
            memberName={name}
            isManager={data.member.isManager}
            isAdmin={data.member.isAdmin}
            onSubmit={onRoles}
          />
        )}
        {data && dialog === 'active' && (
          <ActiveDialog
            isOpen
            onClose={() => setDialog(null)}
            memberName={name}
            isActive={data.member.isActive}
            onSubmit={onActive}
          />
        )}
      </ConsoleMemberPage>
    </ConsoleFrame>
  );
}
