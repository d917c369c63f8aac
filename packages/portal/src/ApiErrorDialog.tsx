import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { errorReportOf, formErrorsOf, type ErrorReport } from './apiError';

const MessageDialog = lazy(() =>
  import('./messageDialog').then((m) => ({ default: m.MessageDialog })),
);

export interface ApiErrorDialogProps {
  /** The report to show; nothing is shown when null. */
  report: ErrorReport | null;
  onClose: () => void;
}

/** The generic error dialog of SPEC §8: 'Please note:', 'Data Response Error: …', 'Data Request Error', … */
export function ApiErrorDialog({ report, onClose }: ApiErrorDialogProps) {
  if (!report) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog title={report.title} isOpen onClose={onClose}>
        {report.lines
          .filter((line) => line !== '')
          .map((line, i) => (
            <p key={i}>{line}</p>
          ))}
      </MessageDialog>
    </Suspense>
  );
}

export interface ApiErrorHandling {
  /** Shows the dialog for a failed call (if it has one) and keeps its field errors. */
  report: (error: unknown) => void;
  /** Forgets the last failure: field errors and dialog. */
  clear: () => void;
  /** The last failure's per-field errors, for the form. */
  formErrors: Record<string, string> | undefined;
  /** The dialog element to render. */
  dialog: ReactNode;
}

/** A screen's handling of failed calls: the generic dialog plus the server's field errors. */
export function useApiErrorDialog(): ApiErrorHandling {
  const [failure, setFailure] = useState<{ error: unknown; open: boolean } | null>(null);
  const report = useCallback((error: unknown) => setFailure({ error, open: true }), []);
  const clear = useCallback(() => setFailure(null), []);
  const close = useCallback(() => setFailure((f) => (f ? { ...f, open: false } : f)), []);
  const shown = failure?.open ? errorReportOf(failure.error) : null;
  const formErrors = useMemo(() => (failure ? formErrorsOf(failure.error) : undefined), [failure]);
  return {
    report,
    clear,
    formErrors,
    dialog: <ApiErrorDialog report={shown} onClose={close} />,
  };
}
