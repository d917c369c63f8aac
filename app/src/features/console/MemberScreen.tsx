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
} from '@plaudit/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useSubmissionKey } from '../../shared/submissionKey';
import { auditHref, ConsoleFrame, consoleLoadFailed } from './ConsoleFrame';

type Dialog = 'adjust' | 'roles' | 'active' | null;

/** A refusal's words in a dialog: the fields' own under them, anything else at the top. */
function refusalOf(error: unknown) {
  const formErrors = formErrorsOf(error);
  return {
    ...(formErrors ? { formErrors } : {}),
    ...(error && !formErrors ? { errorMessage: errorTextOf(error, consoleLoadFailed) } : {}),
  };
}

/**
 * /admin/members/{memberId}: a member's console page, with its three actions (adjust a balance, change
 * roles, deactivate or reactivate), each a dialog whose answer shows on the page as it comes back.
 */
export default function MemberScreen() {
  const { memberId: param = '' } = useParams();
  const memberId = /^\d{1,9}$/.test(param) ? Number(param) : 0;
  const { data, error, refetch } = useAdminMemberQuery({ memberId }, { skip: memberId < 1 });
  const [adjust, adjusting] = useAdminAdjustBalanceMutation();
  const [setFlags, settingFlags] = useAdminSetFlagsMutation();
  const [setActive, settingActive] = useAdminSetActiveMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | undefined>();
  // A retry of the same adjustment adjusts once; each opening of the dialog starts a new one.
  const adjustKeys = useSubmissionKey();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (memberId < 1) return <PageNotFound />;

  const open = (which: Exclude<Dialog, null>) => {
    adjusting.reset();
    settingFlags.reset();
    settingActive.reset();
    if (which === 'adjust') adjustKeys.reset();
    setDialog(which);
  };
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const onAdjust = async (values: AdjustBalanceValues) => {
    const body = { memberId, ...values };
    const result = await adjust({ body, idempotencyKey: adjustKeys.keyFor(body) });
    if ('data' in result && result.data) {
      adjustKeys.reset();
      done(result.data.message);
    }
  };
  const onRoles = async (values: RolesValues) => {
    const result = await setFlags({ memberId, ...values });
    if ('data' in result && result.data) done(result.data.message);
  };
  const onActive = async (reason: string) => {
    const result = await setActive({ memberId, active: !data?.member.isActive, reason });
    if ('data' in result && result.data) done(result.data.message);
  };
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
            onSubmit={(values) => void onAdjust(values)}
            isSubmitting={adjusting.isLoading}
            {...refusalOf(adjusting.error)}
          />
        )}
        {data && dialog === 'roles' && (
          <RolesDialog
            isOpen
            onClose={() => setDialog(null)}
            memberName={name}
            isManager={data.member.isManager}
            isAdmin={data.member.isAdmin}
            onSubmit={(values) => void onRoles(values)}
            isSubmitting={settingFlags.isLoading}
            {...refusalOf(settingFlags.error)}
          />
        )}
        {data && dialog === 'active' && (
          <ActiveDialog
            isOpen
            onClose={() => setDialog(null)}
            memberName={name}
            isActive={data.member.isActive}
            onSubmit={(reason) => void onActive(reason)}
            isSubmitting={settingActive.isLoading}
            {...refusalOf(settingActive.error)}
          />
        )}
      </ConsoleMemberPage>
    </ConsoleFrame>
  );
}
