import { formErrorsOf, useApiErrorDialog } from '@plaudit/portal';
import type { SubmitOutcome } from '@plaudit/ui';
import { useCallback, type ReactNode } from 'react';

/** What an RTK Query mutation resolves with. */
type CallResult<D> = { data: D; error?: undefined } | { data?: undefined; error: unknown };

export interface CallOutcome {
  /**
   * A call's outcome for the console component that asked for it: once done, the server's words (and
   * what `done` adds of its answer); refused, the server's refusals by field, while the API error dialog
   * shows what belongs to no field, as on every screen of the portal.
   */
  outcomeOf: <R extends CallResult<{ message: string }>, Done extends object = object>(
    call: PromiseLike<R>,
    done?: (data: NonNullable<R['data']>) => Done,
  ) => Promise<SubmitOutcome<Done>>;
  /** The API error dialog, to render. */
  dialog: ReactNode;
}

/** A console screen's calls as ui SubmitHandlers resolve them (one API error dialog per screen). */
export function useCallOutcome(): CallOutcome {
  const { clear, report, dialog } = useApiErrorDialog();
  const outcomeOf = useCallback(
    async <R extends CallResult<{ message: string }>, Done extends object = object>(
      call: PromiseLike<R>,
      done?: (data: NonNullable<R['data']>) => Done,
    ): Promise<SubmitOutcome<Done>> => {
      clear();
      const result: R = await call;
      const data = result.data as R['data'] | undefined;
      if (data === undefined || data === null) {
        report(result.error);
        const formErrors = formErrorsOf(result.error);
        return formErrors ? { ok: false, formErrors } : { ok: false };
      }
      const extra = done?.(data);
      return { ...(extra as Done), ok: true, message: data.message };
    },
    [clear, report],
  );
  return { outcomeOf, dialog };
}
