import { PromosConsole } from './PromosConsole.tsx';

// Type tests, compiled by tsc and never run: wrong usage must not compile.

const done = () => Promise.resolve({ ok: true as const });

export function takesCreateAndEndResolvingTheirOutcome() {
  return <PromosConsole promos={[]} timeZone="UTC" onCreate={done} onEnd={done} />;
}

export function refusesAVoidCreate() {
  return (
    <PromosConsole
      promos={[]}
      timeZone="UTC"
      // @ts-expect-error onCreate resolves a SubmitOutcome
      onCreate={() => undefined}
      onEnd={done}
    />
  );
}

export function refusesFormErrorsAsAProp() {
  return (
    <PromosConsole
      promos={[]}
      timeZone="UTC"
      onCreate={done}
      onEnd={done}
      // @ts-expect-error the refusals by field come with the outcome
      formErrors={{ code: 'Taken.' }}
    />
  );
}

export function refusesAnOutcomeWithoutOk() {
  return (
    <PromosConsole
      promos={[]}
      timeZone="UTC"
      onCreate={done}
      onEnd={done}
      // @ts-expect-error an outcome says whether it is ok
      defaultOutcome={{ message: 'Created.' }}
    />
  );
}
