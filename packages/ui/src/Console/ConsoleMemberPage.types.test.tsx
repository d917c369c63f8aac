import { AdjustBalanceDialog } from './ConsoleDialogs.tsx';
import { ConsoleMemberPage } from './ConsoleMemberPage.tsx';

// Type tests, compiled by tsc and never run: wrong usage must not compile.

const open = () => undefined;
const page = {
  searchHref: '/admin/members',
  auditHref: '/admin/audit',
  timeZone: 'UTC',
  onAdjust: open,
  onChangeRoles: open,
  onChangeActive: open,
};
const balances = {
  awardsPointsAvailable: 0,
  awardsPointsAvailable1: 0,
  awardsPointsAvailableMng: 0,
};

export function takesThePageWhileItLoads() {
  return <ConsoleMemberPage data={undefined} {...page} />;
}

export function needsEveryAction() {
  const { onAdjust: _onAdjust, ...withoutAdjust } = page;
  // @ts-expect-error onAdjust is required: the page has the button
  return <ConsoleMemberPage data={undefined} {...withoutAdjust} />;
}

export function takesADialogSubmitResolvingItsOutcome() {
  return (
    <AdjustBalanceDialog
      isOpen
      onClose={open}
      memberName="Lerato"
      balances={balances}
      onSubmit={() => Promise.resolve({ ok: true as const })}
    />
  );
}

export function refusesTheOldRefusalProps() {
  return (
    <AdjustBalanceDialog
      isOpen
      onClose={open}
      memberName="Lerato"
      balances={balances}
      onSubmit={() => Promise.resolve({ ok: true as const })}
      // @ts-expect-error the refusal comes with the outcome
      errorMessage="Refused."
    />
  );
}
