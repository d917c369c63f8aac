import { ImportsConsole } from './ImportsConsole.tsx';

// Type tests, compiled by tsc and never run: wrong usage must not compile.

const started = () => Promise.resolve({ ok: true as const });

export function takesAnImportResolvingItsOutcome() {
  return <ImportsConsole importers={undefined} onImport={started} />;
}

export function refusesTheOldFileErrorProp() {
  return (
    <ImportsConsole
      importers={[]}
      onImport={started}
      // @ts-expect-error the file's refusal comes with the outcome (formErrors.file)
      fileError="Not a CSV file."
    />
  );
}

export function refusesAnUnknownMode() {
  return (
    <ImportsConsole
      importers={[]}
      // @ts-expect-error an import's mode is dryRun, apply or applyAccepted
      onImport={(request: { mode: 'check' }) => Promise.resolve({ ok: true as const, request })}
    />
  );
}
