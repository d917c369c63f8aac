import {
  useAdminAdjustBalanceMutation,
  useAdminMemberQuery,
  useAdminSetActiveMutation,
  useAdminSetFlagsMutation,
} from '@plaudit/api';
import { access } from '@plaudit/domain';
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
} from '@plaudit/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useSubmissionKey } from '../../shared/submissionKey';
import { auditHref, ConsoleFrame, consoleLoadFailed } from './ConsoleFrame';

type Dialog = 'adjust' | 'roles' | 'active' | null;

/**
 * A dialog's call as its outcome: done, with the server's words for the page's notice; refused, the
 * fields' own words under them and anything else at the top of the dialog.
 */
async function outcomeOf(
  call: PromiseLike<{ data?: { message: string }; error?: unknown }>,
): Promise<SubmitOutcome & { notice?: string }> {
  const { data, error } = await call;
  if (data) return { ok: true, notice: data.message };
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
  const onAdjust = async (values: AdjustBalanceValues) => {
    const body = { memberId, ...values };
    const outcome = await outcomeOf(adjust({ body, idempotencyKey: adjustKeys.keyFor(body) }));
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
