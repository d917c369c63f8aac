import { useCallback, useEffect, useRef, useState } from 'react';

/** The server's refusals by field (wire field name to message), shown under those fields. */
export type OutcomeFormErrors = Readonly<Record<string, string>>;

/**
 * What a submit that the server decides came to, as a component shows it: done, with the server's words
 * (a success notice) and anything else the component shows of it (`Done`); or refused, with the words that
 * belong to no field (an alert) and the refusals by field (under each field). A refusal that another part
 * of the app shows (a dialog of its own) carries no `message`.
 */
export type SubmitOutcome<Done extends object = object> =
  | ({ readonly ok: true; readonly message?: string } & Readonly<Done>)
  | { readonly ok: false; readonly message?: string; readonly formErrors?: OutcomeFormErrors };

/**
 * Sends what a form asks for and resolves with its outcome. The component is pending (its submit button
 * too) until the promise settles, then shows the outcome until the next submit.
 */
export type SubmitHandler<T, Done extends object = object> = (
  values: T,
) => Promise<SubmitOutcome<Done>>;

export interface SubmitState<T, Done extends object> {
  /** Sends `values` through the handler: clears the last outcome, pending until the new one is in. */
  readonly submit: (values: T) => Promise<SubmitOutcome<Done> | undefined>;
  /** A submit is on its way. */
  readonly pending: boolean;
  /** The last submit's outcome, or the default one until a first submit. */
  readonly outcome: SubmitOutcome<Done> | undefined;
  /** Forgets the last outcome (another file chosen, a notice dismissed). */
  readonly clear: () => void;
}

/**
 * A component's side of a SubmitHandler: one submit at a time (another while one is on its way is
 * ignored), its pending state and its outcome. An outcome that arrives after the component has gone is
 * dropped.
 */
export function useSubmit<T, Done extends object = object>(
  handler: SubmitHandler<T, Done>,
  defaultOutcome?: SubmitOutcome<Done>,
): SubmitState<T, Done> {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState(defaultOutcome);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const submit = useCallback(
    async (values: T) => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      setOutcome(undefined);
      try {
        // A handler of a story or a test may give nothing back: there is then nothing to show.
        const next = (await handler(values)) as SubmitOutcome<Done> | undefined;
        if (mounted.current) setOutcome(next);
        return next;
      } finally {
        running.current = false;
        if (mounted.current) setPending(false);
      }
    },
    [handler],
  );
  const clear = useCallback(() => setOutcome(undefined), []);
  return { submit, pending, outcome, clear };
}

/** The refusal's words for a field, if the outcome is a refusal that names it. */
export function refusalOf(
  outcome: SubmitOutcome<object> | undefined,
  field: string,
): string | undefined {
  return outcome && !outcome.ok ? outcome.formErrors?.[field] : undefined;
}
