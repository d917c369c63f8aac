import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { importerNeeds } from '@plaudit/domain';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useWords, type UiWord } from '../theme/index.ts';
import form from '../forms/form.module.scss';
import styles from './ImportsConsole.module.scss';

/** An importer of the command line as the console offers it. */
export interface ImporterOption {
  name: string;
  required: readonly string[];
  optional: readonly string[];
  /** The sample file's name and its text. */
  sampleFile: string;
  sample: string;
  /** Whether its rows may name image files to attach (products). */
  takesImages: boolean;
  /** The images its sample file names, to download beside it: file name and data: address. */
  sampleImages: readonly { name: string; dataUrl: string }[];
}

export type ImportRowStatus = 'added' | 'updated' | 'unchanged' | 'refused';
export type ImportMode = 'dryRun' | 'apply' | 'applyAccepted';

/** One row of a report: its line in the file, its outcome, its key and why. */
export interface ImportReportRow {
  row: number;
  status: ImportRowStatus;
  key: string;
  detail: string;
}

/** What the server said of a file: a dry run's report, or what an apply wrote. */
export interface ImportReport {
  message: string;
  importer: string;
  fileName: string;
  mode: ImportMode;
  committed: boolean;
  total: number;
  counts: Readonly<Record<ImportRowStatus, number>>;
  rows: readonly ImportReportRow[];
}

/** How the upload is going: its bytes sent, then the server checking the rows. */
export type ImportProgress =
  { phase: 'uploading'; loaded: number; total: number } | { phase: 'checking' };

/** The file (and images) to import, and how. */
export interface ImportRequest {
  importer: string;
  mode: ImportMode;
  file: File;
  images: readonly File[];
}

export interface ImportsConsoleProps {
  /** The importers; undefined while loading. */
  importers: readonly ImporterOption[] | undefined;
  loadError?: string | undefined;
  /** Sends a file: a dry run first, then the same file applied. */
  onImport: (request: ImportRequest) => void;
  /** An upload on its way. */
  progress?: ImportProgress | undefined;
  /** The answer to the last upload. */
  report?: ImportReport | undefined;
  /** The server's refusal of the file (not CSV, no rows, a column missing, an image too large). */
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

/** What each importer's rows name by code (the domain's `importerNeeds`), by an option's name. */
const needsOf: Readonly<Partial<Record<string, readonly string[]>>> = importerNeeds;

const statusWords: Readonly<Record<ImportRowStatus, UiWord>> = {
  added: 'Added',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** The most report rows shown at once; a larger report shows its refused rows first. */
const rowsShown = 1000;

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** /admin/imports: a CSV for one of the command line's importers, checked in a dry run, then applied. */
export function ImportsConsole({
  importers,
  loadError,
  onImport,
  progress,
  report,
  fileError,
  error,
  onReset,
  initialFile,
  initialImporter,
}: ImportsConsoleProps) {
  const word = useWords();
  const headingId = useId();
  const reportId = useId();
  const [importer, setImporter] = useState(initialImporter ?? 'members');
  const [file, setFile] = useState<File | undefined>(initialFile);
  const [images, setImages] = useState<readonly File[]>([]);
  const [refusedOnly, setRefusedOnly] = useState(false);
  const chosen = importers?.find((i) => i.name === importer);
  const needs = (chosen && needsOf[chosen.name]) ?? [];
  const busy = progress !== undefined;
  const nameOf = (name: string) => {
    const known = importerWords[name];
    return known ? word(known) : name;
  };
  const send = (mode: ImportMode) => {
    if (file) onImport({ importer, mode, file, images: chosen?.takesImages ? images : [] });
  };
  const forget = () => {
    setRefusedOnly(false);
    onReset?.();
  };

  const columns: TableColumn<ImportReportRow>[] = [
    { key: 'row', header: word('Line'), align: 'end', render: (r) => r.row },
    {
      key: 'status',
      header: word('Result'),
      nowrap: true,
      render: (r) => (
        <span className={r.status === 'refused' ? styles.refused : undefined}>
          {word(statusWords[r.status])}
        </span>
      ),
    },
    { key: 'key', header: word('Key'), render: (r) => r.key || '—' },
    { key: 'detail', header: word('Detail'), render: (r) => r.detail || '—' },
  ];
  const listed = report
    ? refusedOnly
      ? report.rows.filter((r) => r.status === 'refused')
      : report.rows
    : [];
  const refused = report?.counts.refused ?? 0;
  const isDryRun = report?.mode === 'dryRun';

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
              forget();
            }}
            options={importers.map((i) => ({ value: i.name, label: nameOf(i.name) }))}
            isDisabled={busy}
          />
          {chosen && (
            <div className={styles.columns}>
              <p>
                <strong>{word('Columns')}:</strong> {chosen.required.join(', ')}
                {chosen.optional.length > 0 && (
                  <>
                    {' '}
                    ({word('optional')}: {chosen.optional.join(', ')})
                  </>
                )}
              </p>
              {needs.length > 0 && (
                <p>
                  <strong>{word('Import first, if the programme does not have them yet')}:</strong>{' '}
                  {needs.map(nameOf).join(', ')}
                </p>
              )}
              <a
                className={`${form.link} ${styles.sample}`}
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(chosen.sample)}`}
                download={chosen.sampleFile}
              >
                {word('Download the sample file')} ({chosen.sampleFile})
              </a>
              {chosen.sampleImages.length > 0 && (
                <p>
                  {word('The images it names')}:{' '}
                  {chosen.sampleImages.map((image, i) => (
                    <span key={image.name}>
                      {i > 0 && ', '}
                      <a className={form.link} href={image.dataUrl} download={image.name}>
                        {image.name}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </div>
          )}
          <div className={styles.file}>
            <FileTrigger
              acceptedFileTypes={['.csv', 'text/csv']}
              onSelect={(files) => {
                const picked = files?.[0];
                if (picked) {
                  setFile(picked);
                  forget();
                }
              }}
            >
              <Button variant="secondary" isDisabled={busy}>
                {word('Choose a CSV file')}
              </Button>
            </FileTrigger>
            <span aria-live="polite">
              {file ? `${file.name} (${kilobytes(file.size)})` : word('No file chosen')}
            </span>
          </div>
          {fileError && (
            <Alert>
              <strong>{word('This file cannot be imported.')}</strong> {fileError}
            </Alert>
          )}
          {chosen?.takesImages && (
            <div className={styles.file}>
              <FileTrigger
                allowsMultiple
                acceptedFileTypes={['image/png', 'image/jpeg', 'image/webp', 'image/gif']}
                onSelect={(files) => {
                  setImages(files ? [...files] : []);
                  forget();
                }}
              >
                <Button variant="secondary" isDisabled={busy}>
                  {word('Attach the images it names')}
                </Button>
              </FileTrigger>
              <span aria-live="polite">
                {images.length === 0
                  ? word('No images attached')
                  : images.map((i) => i.name).join(', ')}
              </span>
              <p className={styles.hint}>
                {word(
                  'A row whose image column names a file is refused unless that file is attached; a full web address is taken as it is.',
                )}
              </p>
            </div>
          )}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!file || busy}>
              {word('Check the file (dry run)')}
            </Button>
          </div>
        </form>
      )}
      <div role="status" className={styles.progress}>
        {progress?.phase === 'uploading' && (
          <>
            <label>
              {word('Uploading')} {file?.name ?? ''}{' '}
              <progress value={progress.loaded} max={Math.max(progress.total, 1)} />{' '}
              {Math.round((100 * progress.loaded) / Math.max(progress.total, 1))}%
            </label>
          </>
        )}
        {progress?.phase === 'checking' && (
          <label>
            {word('Checking every row…')} <progress />
          </label>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
      {report && (
        <section className={styles.report} aria-labelledby={reportId}>
          <h2 id={reportId} className={styles.heading}>
            {isDryRun ? word('Dry run report') : word('Import report')}: {report.fileName} (
            {nameOf(report.importer)})
          </h2>
          <Alert variant={report.committed ? 'success' : refused > 0 ? undefined : 'success'}>
            {report.message}
          </Alert>
          <dl className={styles.counts}>
            {(Object.keys(statusWords) as ImportRowStatus[]).map((s) => (
              <div key={s}>
                <dt>{word(statusWords[s])}</dt>
                <dd>{report.counts[s]}</dd>
              </div>
            ))}
          </dl>
          {isDryRun && (
            <div className={styles.actions}>
              {refused === 0 ? (
                <Button isDisabled={busy || !file} onPress={() => send('apply')}>
                  {word('Apply')}
                </Button>
              ) : (
                <>
                  <p className={styles.hint}>
                    {refused < report.total
                      ? word(
                          'Apply writes nothing while a row is refused: fix the file and check it again, or import the accepted rows only.',
                        )
                      : word('Every row is refused: fix the file and check it again.')}
                  </p>
                  {refused < report.total && (
                    <Button isDisabled={busy || !file} onPress={() => send('applyAccepted')}>
                      {word('Import the accepted rows only')}
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
          {refused > 0 && (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setRefusedOnly((v) => !v)}>
                {refusedOnly ? word('Show every row') : word('Show the refused rows only')}
              </Button>
            </div>
          )}
          <div
            className={styles.scroll}
            role="group"
            aria-label={word('Report rows, scrollable')}
            // A scrollable box is reachable by keyboard (axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <Table
              label={word('Every row of the file')}
              columns={columns}
              rows={listed.slice(0, rowsShown)}
              rowKey={(r) => String(r.row)}
              emptyText={word('No rows to show.')}
            />
          </div>
          {listed.length > rowsShown && (
            <p className={styles.hint}>
              {word('The first 1,000 rows are shown; refused rows are always listed first.')}
            </p>
          )}
          {!isDryRun && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => {
                  setFile(undefined);
                  setImages([]);
                  forget();
                }}
              >
                {word('Import another file')}
              </Button>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
