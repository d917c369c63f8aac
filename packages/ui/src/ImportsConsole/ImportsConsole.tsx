import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { refusalOf, useSubmit, type SubmitHandler, type SubmitOutcome } from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import { useWords, type UiWord } from '../theme/index.ts';
import { ImportForm } from './ImportForm.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportReportView } from './ImportReportView.tsx';
import type {
  ImporterOption,
  ImportJobView,
  ImportMode,
  ImportRequest,
  ImportUpload,
} from './types.ts';
import styles from './ImportsConsole.module.scss';

export interface ImportsConsoleProps {
  /** The importers; undefined while loading. */
  importers: readonly ImporterOption[] | undefined;
  loadError?: string | undefined;
  /**
   * Sends a file (a dry run first, then the same file applied) and resolves once the server took it (the
   * job it started shows through `job`) or refused it: its refusal of the file (`formErrors.file`: not
   * CSV, not UTF-8, no rows, a column missing, an image too large) shows beside the file.
   */
  onImport: SubmitHandler<ImportRequest>;
  /** The outcome shown before any upload (stories). */
  defaultOutcome?: SubmitOutcome | undefined;
  /** An upload on its way. */
  upload?: ImportUpload | undefined;
  /** The job the last upload started (its progress, then its report), or the administrator's last one. */
  job?: ImportJobView | undefined;
  /** Forgets the last answer (another file, another importer). */
  onReset?: () => void;
  /** The file and importer shown first (stories). */
  initialFile?: File | undefined;
  initialImporter?: string | undefined;
}

const importerWords: Readonly<Record<string, UiWord>> = {
  clusters: 'Clusters (countries)',
  divisions: 'Divisions (stores and practices)',
  members: 'Members',
  categories: 'Shop categories',
  products: 'Products with images',
  'voucher-codes': 'Voucher codes',
  'promo-codes': 'Promo codes',
  budgets: 'Budget grants',
  recommendations: 'Recommendation transactions',
};

/**
 * /admin/imports: a CSV for one of the command line's importers, checked in a dry run, then applied. The
 * server runs each as a job: its progress shows while it runs, then its report (or why it failed).
 */
export function ImportsConsole(props: ImportsConsoleProps) {
  const { importers, loadError, upload, job, onReset } = props;
  const word = useWords();
  const headingId = useId();
  const [importer, setImporter] = useState(props.initialImporter ?? job?.importer ?? 'members');
  const [file, setFile] = useState<File | undefined>(props.initialFile);
  const [images, setImages] = useState<readonly File[]>([]);
  const sending = useSubmit(props.onImport, props.defaultOutcome);
  const { outcome } = sending;
  // A job shown for the first time (the last one, on opening the screen) chooses its importer, so
  // checking its file again goes to the same one (state that follows a prop, set while rendering); not
  // once the operator has chosen a file, which goes to the importer they saw when they chose it.
  const [shownJob, setShownJob] = useState(job?.jobId);
  if (job && job.jobId !== shownJob) {
    setShownJob(job.jobId);
    if (file === undefined) setImporter(job.importer);
  }
  const chosen = importers?.find((i) => i.name === importer);
  // The screen shows the upload's progress, then the job's, meanwhile.
  const busy = upload !== undefined || job?.state === 'running';
  const nameOf = (name: string) => {
    const known = importerWords[name];
    return known ? word(known) : name;
  };
  const send = (mode: ImportMode) => {
    if (file)
      void sending.submit({ importer, mode, file, images: chosen?.takesImages ? images : [] });
  };
  // Another importer, file or images: the last answer is put away.
  const reset = () => {
    sending.clear();
    onReset?.();
  };
  const report = job?.state === 'done' ? job.report : null;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {word('Imports')}
      </h1>
      <p className={styles.intro}>
        {word(
          'Upload a CSV file in the command line’s format. A dry run checks every row and writes nothing; then apply it.',
        )}
      </p>
      {loadError && <Alert>{loadError}</Alert>}
      {importers === undefined && !loadError && <Loading />}
      {importers !== undefined && (
        <ImportForm
          importers={importers}
          importer={importer}
          onImporter={(value) => {
            setImporter(value);
            setImages([]);
            reset();
          }}
          file={file}
          onFile={(picked) => {
            setFile(picked);
            reset();
          }}
          images={images}
          onImages={(picked) => {
            setImages(picked);
            reset();
          }}
          fileError={refusalOf(outcome, 'file')}
          busy={busy}
          nameOf={nameOf}
          onDryRun={() => send('dryRun')}
        />
      )}
      <ImportProgress
        upload={upload}
        fileName={file?.name ?? ''}
        job={job}
        importerName={nameOf(job?.importer ?? importer)}
      />
      {outcome && !outcome.ok && outcome.message && <Alert>{outcome.message}</Alert>}
      {job && report && (
        <ImportReportView
          key={job.jobId}
          report={report}
          importerName={nameOf(report.importer)}
          keyColumns={importers?.find((i) => i.name === report.importer)?.keyColumns}
          hasFile={file !== undefined}
          busy={busy}
          onApply={send}
          onAnother={() => {
            setFile(undefined);
            setImages([]);
            reset();
          }}
        />
      )}
    </section>
  );
}
