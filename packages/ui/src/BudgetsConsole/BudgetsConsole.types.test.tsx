import { BudgetsConsole } from './BudgetsConsole.tsx';

// Type tests, compiled by tsc and never run: wrong usage must not compile.

const granted = () => Promise.resolve({ ok: true as const, message: 'Granted.' });

export function takesAGrantResolvingItsOutcome() {
  return <BudgetsConsole monthLabel="November 2026" managers={undefined} onGrant={granted} />;
}

export function showsAnOutcomeFromTheStart() {
  return (
    <BudgetsConsole
      monthLabel="November 2026"
      managers={[]}
      onGrant={granted}
      defaultOutcome={{ ok: false, formErrors: { points: 'Too many.' } }}
    />
  );
}

export function refusesAGrantThatResolvesABoolean() {
  return (
    <BudgetsConsole
      monthLabel="November 2026"
      managers={[]}
      // @ts-expect-error a grant resolves a SubmitOutcome, no longer true or false
      onGrant={() => Promise.resolve(true)}
    />
  );
}

export function refusesTheOldMessageProps() {
  return (
    <BudgetsConsole
      monthLabel="November 2026"
      managers={[]}
      onGrant={granted}
      // @ts-expect-error what a grant did comes from its outcome, not a prop
      grantMessage="Granted."
    />
  );
}

export function needsTheMonth() {
  // @ts-expect-error monthLabel is required
  return <BudgetsConsole managers={[]} onGrant={granted} />;
}
