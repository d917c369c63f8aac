import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { useWords, type UiWord } from '../theme/index.ts';
import { ImporterColumns } from './ImporterColumns.tsx';
import { ImportFiles } from './ImportFiles.tsx';
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
  /** Sends a file: a dry run first, then the same file applied. */
  onImport: (request: ImportRequest) => void;
  /** An upload on its way. */
  upload?: ImportUpload | undefined;
  /** The job the last upload started (its progress, then its report), or the administrator's last one. */
  job?: ImportJobView | undefined;
  /** The server's refusal of the file (not CSV, not UTF-8, no rows, a column missing, an image too large). */
  fileError?: string | undefined;
  /** Any other failure of the last upload. */
  error?: string | undefined;
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
  const { importers, loadError, onImport, upload, job, fileError, error, onReset } = props;
  const word = useWords();
  const headingId = useId();
  const [importer, setImporter] = useState(props.initialImporter ?? job?.importer ?? 'members');
  const [file, setFile] = useState<File | undefined>(props.initialFile);
  const [images, setImages] = useState<readonly File[]>([]);
  // A job shown for the first time (the last one, on opening the screen) chooses its importer, so
  // checking its file again goes to the same one (state that follows a prop, set while rendering).
  const [shownJob, setShownJob] = useState(job?.jobId);
  if (job && job.jobId !== shownJob) {
    setShownJob(job.jobId);
    setImporter(job.importer);
  }
  const chosen = importers?.find((i) => i.name === importer);
  const busy = upload !== undefined || job?.state === 'running';
  const nameOf = (name: string) => {
    const known = importerWords[name];
    return known ? word(known) : name;
  };
  const send = (mode: ImportMode) => {
    if (file) onImport({ importer, mode, file, images: chosen?.takesImages ? images : [] });
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
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            send('dryRun');
          }}
        >
          <Select
            label={word('What to import')}
            value={importer}
            onChange={(value) => {
              setImporter(value);
              setImages([]);
              onReset?.();
            }}
            options={importers.map((i) => ({ value: i.name, label: nameOf(i.name) }))}
            isDisabled={busy}
          />
          {chosen && <ImporterColumns importer={chosen} nameOf={nameOf} />}
          <ImportFiles
            file={file}
            images={images}
            takesImages={chosen?.takesImages === true}
            fileError={fileError}
            isDisabled={busy}
            onFile={(picked) => {
              setFile(picked);
              onReset?.();
            }}
            onImages={(picked) => {
              setImages(picked);
              onReset?.();
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!file || busy}>
              {word('Check the file (dry run)')}
            </Button>
          </div>
        </form>
      )}
      <ImportProgress
        upload={upload}
        fileName={file?.name ?? ''}
        job={job}
        importerName={nameOf(job?.importer ?? importer)}
      />
      {error && <Alert>{error}</Alert>}
      {job && report && (
        <ImportReportView
          key={job.jobId}
          report={report}
          importerName={nameOf(report.importer)}
          hasFile={file !== undefined}
          busy={busy}
          onApply={send}
          onAnother={() => {
            setFile(undefined);
            setImages([]);
            onReset?.();
          }}
        />
      )}
    </section>
  );
}
