import { useId } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { importJobMessages } from '@plaudit/domain';
import { Alert } from '../Alert/index.ts';
import { useBrandFormat } from '../theme/index.ts';
import { importsConsoleMessages as m } from './messages.ts';
import { jobFraction } from './progress.ts';
import type { ImportJobView, ImportUpload } from './types.ts';
import styles from './ImportsConsole.module.scss';

export interface ImportProgressProps {
  /** The upload on its way. */
  upload?: ImportUpload | undefined;
  /** The file being uploaded. */
  fileName: string;
  /** The job followed: shown while it runs, and when it failed. */
  job?: ImportJobView | undefined;
  /** What the job imports, as the console names it. */
  importerName: string;
}

/** A bar with its label and its words (the value's text, announced by assistive technology too). */
function Bar({ label, fraction, text }: { label: string; fraction: number; text: string }) {
  return (
    <ProgressBar className={styles.bar} value={fraction * 100} valueLabel={text}>
      {({ percentage }) => (
        <>
          <Label>{label}</Label>
          <span className={styles.track}>
            <span className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </span>
          <span>{text}</span>
        </>
      )}
    </ProgressBar>
  );
}

/** The upload's bytes, then the job: its progress while it runs, or why it failed. */
export function ImportProgress({ upload, fileName, job, importerName }: ImportProgressProps) {
  const format = useBrandFormat();
  const headingId = useId();
  if (upload) {
    const fraction = upload.total > 0 ? Math.min(1, upload.loaded / upload.total) : 0;
    return (
      <div className={styles.progress}>
        <Bar
          label={m.uploading(fileName)}
          fraction={fraction}
          text={m.percent(format.number(Math.round(fraction * 100)))}
        />
      </div>
    );
  }
  if (!job || job.state === 'done') return null;
  const of = importJobMessages.fileOf(job.fileName, importerName);
  if (job.state === 'failed')
    return (
      <Alert>
        <strong>{m.label(importJobMessages.failedHeading)}</strong> {m.failed(of, job.message)}
      </Alert>
    );
  const p = job.progress;
  const text =
    p.phase === 'checking'
      ? importJobMessages.checking(p.rowsRead, p.rowsChecked)
      : importJobMessages.applying(p.rowsApplied, p.rowsToApply ?? 0, job.mode === 'dryRun');
  return (
    <section className={styles.progress} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.running(importJobMessages.runningHeading, of)}
      </h2>
      <Bar label={importJobMessages.progressLabel} fraction={jobFraction(p)} text={text} />
      <p className={styles.hint}>{importJobMessages.closeTabSafe}</p>
    </section>
  );
}
