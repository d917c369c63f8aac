import { ConsoleFrame, consoleLoadFailed } from '../../shared/ConsoleFrame';
import {
  useAdminImportMutation,
  useAdminImportersQuery,
  type AdminImportResult,
  type ApiError,
} from '@plaudit/api';
import { importLimits } from '@plaudit/domain';
import { useApiErrorDialog } from '@plaudit/portal';
import { ImportsConsole, type ImportProgress, type ImportRequest } from '@plaudit/ui';
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

/** /admin/imports (administrators only; the shell turns others away). */
export default function ImportsScreen() {
  const importers = useAdminImportersQuery(undefined);
  const [runImport] = useAdminImportMutation();
  const errors = useApiErrorDialog();
  const [progress, setProgress] = useState<ImportProgress | undefined>(undefined);
  const [report, setReport] = useState<AdminImportResult | undefined>(undefined);
  const [fileError, setFileError] = useState<string | undefined>(undefined);

  const reset = () => {
    errors.clear();
    setReport(undefined);
    setFileError(undefined);
  };

  const send = async (request: ImportRequest) => {
    reset();
    setProgress({ phase: 'uploading', loaded: 0, total: request.file.size });
    const result = await runImport({
      body: {
        importer: request.importer as AdminImportResult['importer'],
        mode: request.mode,
        file: request.file,
        fileName: (request.file.name || 'import.csv').slice(0, importLimits.fileNameMax),
        ...(request.images.length > 0 ? { images: [...request.images] } : {}),
      },
      onUploadProgress: (loaded, total) =>
        setProgress(
          loaded >= total ? { phase: 'checking' } : { phase: 'uploading', loaded, total },
        ),
    });
    setProgress(undefined);
    if (result.error) {
      const refusal = fileRefusalOf(result.error as ApiError);
      if (refusal) setFileError(refusal);
      else errors.report(result.error);
      return;
    }
    setReport(result.data);
  };

  return (
    <ConsoleFrame>
      <ImportsConsole
        importers={importers.data?.importers}
        loadError={importers.isError ? consoleLoadFailed : undefined}
        onImport={(request) => void send(request)}
        progress={progress}
        report={report}
        fileError={fileError}
        onReset={reset}
      />
      {errors.dialog}
    </ConsoleFrame>
  );
}
