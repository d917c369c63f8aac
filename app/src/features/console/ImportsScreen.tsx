import { ConsoleFrame, consoleLoadFailed } from './ConsoleFrame';
import {
  useAdminImportJobQuery,
  useAdminImportMutation,
  useAdminImportersQuery,
  type ApiError,
  type ImportJob,
} from '@plaudit/api';
import { importJobPollMs, importLimits } from '@plaudit/domain';
import { useApiErrorDialog } from '@plaudit/portal';
import {
  ImportsConsole,
  type ImportRequest,
  type ImportUpload,
  type SubmitOutcome,
} from '@plaudit/ui';
import { useState } from 'react';

/** The refusal of the file itself (its field's words, or a 413's), shown beside the file, not in a dialog. */
function fileRefusalOf(error: ApiError): string | undefined {
  if (error.kind === 'formErrors') {
    const { file, images, importer } = error.formErrors;
    return file ?? images ?? importer;
  }
  if (error.kind === 'server' && error.status === 413) return error.serverMessage;
  return undefined;
}

/**
 * /admin/imports (administrators only; the shell turns others away). An upload starts a job on the
 * server; the screen follows it (its progress every second, then its report). Opened again, it shows the
 * administrator's last job, running or done, so a closed tab loses nothing.
 */
export default function ImportsScreen() {
  const importers = useAdminImportersQuery(undefined);
  const [startImport] = useAdminImportMutation();
  const errors = useApiErrorDialog();
  // null: the administrator's newest job (the screen opened again); then the one the upload started.
  const [jobId, setJobId] = useState<number | null>(null);
  const [started, setStarted] = useState<ImportJob | undefined>(undefined);
  const [hidden, setHidden] = useState(false);
  const [upload, setUpload] = useState<ImportUpload | undefined>(undefined);
  const [polling, setPolling] = useState(0);
  const followed = useAdminImportJobQuery({ jobId }, { pollingInterval: polling });
  const job = followed.data?.job ?? started;
  // Asked again every second while it runs; a job ended needs no more asking (the interval is adjusted
  // while rendering, as React does state that follows what the last render saw).
  const wanted = job?.state === 'running' ? importJobPollMs : 0;
  if (wanted !== polling) setPolling(wanted);

  const reset = () => {
    errors.clear();
    setHidden(true);
  };

  const send = async (request: ImportRequest): Promise<SubmitOutcome> => {
    reset();
    setUpload({ loaded: 0, total: request.file.size });
    const result = await startImport({
      body: {
        importer: request.importer as ImportJob['importer'],
        mode: request.mode,
        file: request.file,
        fileName: (request.file.name || 'import.csv').slice(0, importLimits.fileNameMax),
        ...(request.images.length > 0 ? { images: [...request.images] } : {}),
      },
      onUploadProgress: (loaded, total) => setUpload({ loaded, total }),
    });
    setUpload(undefined);
    if (result.error) {
      const refusal = fileRefusalOf(result.error as ApiError);
      if (refusal) return { ok: false, formErrors: { file: refusal } };
      errors.report(result.error);
      return { ok: false };
    }
    setStarted(result.data.job);
    setJobId(result.data.job.jobId);
    setHidden(false);
    return { ok: true };
  };

  return (
    <ConsoleFrame>
      <ImportsConsole
        importers={importers.data?.importers}
        loadError={importers.isError ? consoleLoadFailed : undefined}
        onImport={send}
        upload={upload}
        job={hidden && job?.state !== 'running' ? undefined : job}
        onReset={reset}
      />
      {errors.dialog}
    </ConsoleFrame>
  );
}
