import { rm } from 'node:fs/promises';
import type { AdminImportResult, ImportJob, ImportRow } from '@plaudit/api/contract';
import {
  importMessages,
  importReportRowsMax,
  type ImportMode,
  type ImporterName,
} from '@plaudit/domain';
import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { CsvFileError, csvBatches, type CsvReading } from '../admin/csvFile.ts';
import {
  lacksColumns,
  missingColumns,
  runImport,
  writeImportAudit,
  type Importer,
  type ImportProgress,
  type ImportResult,
  type RowOutcome,
} from '../admin/framework.ts';
import {
  budgetImporter,
  clusterImporter,
  divisionImporter,
  memberImporter,
  recommendationImporter,
} from '../admin/importers.ts';
import { categoryImporter, productImporter, promoCodeImporter } from '../admin/shopImporters.ts';
import { voucherCodeImporter } from '../admin/voucherCodeImporter.ts';
import type { ServerContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { importJobs } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Refusal, fieldRefusal, notFound } from '../refusals.ts';

/**
 * The console's CSV imports run as jobs: the upload starts one and is answered at once; the
 * job reads the file as a stream (csvFile.ts), checks and applies its rows through the command line's
 * importers and `runImport`, and keeps its progress and then its report in `import_jobs`, so the console
 * follows it and a closed tab loses nothing. A job lives as long as the process running it: one whose
 * process stopped (its heartbeat silent for `staleSeconds`) is failed when read; one the server stops
 * while shutting down rolls back and says so.
 */

/** What each importer's rows are checked against, by name; products take the folder of their images. */
type WithImporter<R> = <T, L>(importer: Importer<T, L>) => R;

/** Uses the importer the command line has of the name. */
export function withImporter<R>(
  name: ImporterName,
  context: ServerContext,
  imagesFolder: string,
  use: WithImporter<R>,
): R {
  switch (name) {
    case 'clusters':
      return use(clusterImporter);
    case 'divisions':
      return use(divisionImporter);
    case 'members':
      return use(memberImporter);
    case 'categories':
      return use(categoryImporter);
    case 'products':
      return use(productImporter(imagesFolder));
    case 'voucher-codes':
      return use(voucherCodeImporter(context.settings));
    case 'promo-codes':
      return use(promoCodeImporter);
    case 'budgets':
      return use(budgetImporter);
    case 'recommendations':
      return use(recommendationImporter);
  }
}

/** An upload kept in files of its own: the CSV and the images, in one folder removed when done with. */
export interface Upload {
  readonly folder: string;
  readonly csvPath: string;
  readonly csvBytes: number;
  readonly imagesFolder: string;
}

/** What an upload asks for. */
export interface ImportAsked {
  readonly importer: ImporterName;
  readonly mode: ImportMode;
  readonly fileName: string;
}

/** How often a running job's process says it is alive (and writes its progress). */
const heartbeatMs = 2_000;
/** A running job not heard of for this long belonged to a process that stopped. */
const staleSeconds = 30;

type JobRow = typeof importJobs.$inferSelect;
type Progress = ImportJob['progress'];

interface Running {
  readonly row: JobRow;
  progress: Progress;
  readonly controller: AbortController;
  /** The progress being written, if a write is under way. */
  writing: Promise<void> | undefined;
  finished: Promise<void>;
}

const startingProgress = (bytesTotal: number): Progress => ({
  phase: 'checking',
  rowsRead: 0,
  rowsChecked: 0,
  rowsApplied: 0,
  rowsTotal: null,
  rowsToApply: null,
  bytesRead: 0,
  bytesTotal,
});

/**
 * The command line's options for a mode. A dry run is the command line's `--dry-run --partial`: the
 * accepted rows are applied and rolled back, so the report says of each what it would be (added, updated,
 * unchanged) beside the refused rows' reasons, and writes nothing.
 */
const optionsOf = (mode: ImportMode) => ({
  dryRun: mode === 'dryRun',
  partial: mode === 'dryRun' || mode === 'applyAccepted',
});

/** The report's rows: every row by line, or for a very large file its refused rows first. */
function reportRows(result: ImportResult, imagesFolder: string): ImportRow[] {
  const outcomes: readonly RowOutcome[] = result.outcomes;
  const shown =
    result.total <= importReportRowsMax
      ? outcomes
      : [
          ...outcomes.filter((o) => o.status === 'refused'),
          ...outcomes.filter((o) => o.status !== 'refused'),
        ].slice(0, importReportRowsMax);
  // The images' folder is this import's own temporary one: the operator knows it as the attached images.
  const plain = (detail: string) =>
    detail.split(`${imagesFolder}/`).join('').split(imagesFolder).join('the attached images');
  return shown.map((o) => ({
    row: o.row,
    status: o.status,
    key: o.key,
    detail: plain(o.detail ?? ''),
    ...(o.orderLine ? { orderLine: { ...o.orderLine } } : {}),
  }));
}

/** The report the console shows of a finished import. */
function reportOf(
  asked: ImportAsked,
  result: ImportResult,
  imagesFolder: string,
): AdminImportResult {
  const { total, counts } = result;
  const message =
    asked.mode === 'dryRun'
      ? importMessages.dryRun(total)
      : result.committed
        ? importMessages.applied(total - counts.refused, counts.refused)
        : counts.refused === total && asked.mode === 'applyAccepted'
          ? importMessages.nothingAccepted
          : importMessages.refusedNothingWritten;
  return {
    message,
    importer: asked.importer,
    fileName: asked.fileName,
    mode: asked.mode,
    committed: result.committed,
    total,
    counts,
    rows: reportRows(result, imagesFolder),
  };
}

/** The job as the console reads it. */
const jobOf = (row: JobRow, progress: Progress = row.progress): ImportJob => ({
  jobId: row.id,
  importer: row.importer,
  fileName: row.fileName,
  mode: row.mode,
  state: row.state,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  progress,
  message: row.message,
  report: row.report,
});

/** The SQLSTATE of a database error, through the driver's and drizzle's wrapping. */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    typeof e === 'object' && e !== null && depth < 5;
    depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The first batch of a file's records, or why the file cannot be imported (400 on the file). */
async function firstBatch(
  batches: AsyncGenerator<Record<string, string>[]>,
): Promise<Record<string, string>[]> {
  try {
    const first = await batches.next();
    if (first.done || first.value.length === 0)
      throw fieldRefusal('file', importMessages.fileEmpty);
    return first.value;
  } catch (error) {
    if (error instanceof CsvFileError) throw fieldRefusal('file', error.message);
    throw error;
  }
}

/** The import jobs this process runs, and every job as the console reads it. */
export class ImportJobs {
  private readonly running = new Map<number, Running>();
  private stopping = false;

  constructor(
    private readonly context: ServerContext,
    private readonly log: (error: unknown) => void,
  ) {}

  /**
   * Starts the import of an upload and answers its job at once. The file's first rows are read first, so
   * a file that is not CSV (or not UTF-8), has no rows or lacks a column is refused with a 400, as before;
   * a problem further on fails the job with the same words. The job owns the upload from here: its folder
   * is removed when the job ends, or now if it does not start.
   */
  async start(adminId: number, asked: ImportAsked, upload: Upload): Promise<ImportJob> {
    const reading: CsvReading = { bytesRead: 0, bytesTotal: upload.csvBytes };
    const batches = csvBatches(upload.csvPath, reading);
    let started = false;
    try {
      if (this.stopping) throw new HttpError(503, importMessages.jobStopped);
      const first = await firstBatch(batches);
      const missing = withImporter(asked.importer, this.context, upload.imagesFolder, (importer) =>
        missingColumns(importer, first[0]),
      );
      if (missing.length > 0)
        throw fieldRefusal('file', importMessages.fileColumns(lacksColumns(missing)));
      const progress = startingProgress(upload.csvBytes);
      const row = await this.insert(adminId, asked, progress);
      const run: Running = {
        row,
        progress,
        controller: new AbortController(),
        writing: undefined,
        finished: Promise.resolve(),
      };
      this.running.set(row.id, run);
      started = true;
      run.finished = this.run(run, asked, upload, first, batches, reading);
      return jobOf(row);
    } finally {
      if (!started) {
        await batches.return(undefined);
        await rm(upload.folder, { recursive: true, force: true });
      }
    }
  }

  /**
   * A job by id, or the administrator's newest (null when they have none). A job this process runs is
   * answered from memory (its progress as it is now); a running job of a process that stopped is failed.
   */
  async read(adminId: number, jobId: number | null): Promise<ImportJob | null> {
    const live =
      jobId === null
        ? [...this.running.values()].find((r) => r.row.startedBy === adminId)
        : this.running.get(jobId);
    if (live) return jobOf(live.row, live.progress);
    const which = jobId === null ? eq(importJobs.startedBy, adminId) : eq(importJobs.id, jobId);
    await this.failStale(which);
    const [row] = await this.context.db
      .select()
      .from(importJobs)
      .where(which)
      .orderBy(desc(importJobs.id))
      .limit(1);
    if (row) return jobOf(row, this.running.get(row.id)?.progress);
    if (jobId === null) return null;
    throw notFound(importMessages.jobNotFound);
  }

  /** Stops every job this process runs (the server is shutting down): each rolls back and says so. */
  async stop(): Promise<void> {
    this.stopping = true;
    const runs = [...this.running.values()];
    for (const run of runs) run.controller.abort();
    await Promise.all(runs.map((r) => r.finished));
  }

  /** A new running job; an administrator whose import still runs is refused. */
  private async insert(adminId: number, asked: ImportAsked, progress: Progress): Promise<JobRow> {
    const values = {
      startedBy: adminId,
      importer: asked.importer,
      fileName: asked.fileName,
      mode: asked.mode,
      state: 'running' as const,
      progress,
      startedAt: this.context.now(),
      heartbeatAt: sql`now()`,
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const [row] = await this.context.db.insert(importJobs).values(values).returning();
        if (!row) throw new Error('The import job was not written.');
        return row;
      } catch (error) {
        if (sqlStateOf(error) !== '23505') throw error;
        // Their running job may be one whose process stopped: failed, it makes way for this one.
        if (attempt > 1 || (await this.failStale(eq(importJobs.startedBy, adminId))) === 0)
          throw new Refusal('conflict', importMessages.jobRunning);
      }
    }
  }

  /** Fails the running jobs (of `which`) whose process has not been heard of: how many. */
  private async failStale(which: SQL): Promise<number> {
    const mine = [...this.running.keys()];
    const failed = await this.context.db
      .update(importJobs)
      .set({
        state: 'failed',
        message: importMessages.jobLost,
        finishedAt: this.context.now(),
      })
      .where(
        and(
          which,
          eq(importJobs.state, 'running'),
          sql`${importJobs.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})`,
          mine.length > 0 ? notInArray(importJobs.id, mine) : undefined,
        ),
      )
      .returning({ id: importJobs.id });
    return failed.length;
  }

  /** The job's progress and heartbeat, written unless a write is under way (never awaited by the import). */
  private beat(run: Running): void {
    if (run.writing) return;
    run.writing = this.context.db
      .update(importJobs)
      .set({ progress: run.progress, heartbeatAt: sql`now()` })
      .where(and(eq(importJobs.id, run.row.id), eq(importJobs.state, 'running')))
      .then(
        () => undefined,
        (error: unknown) => this.log(error),
      )
      .finally(() => {
        run.writing = undefined;
      });
  }

  /** Ends a running job, in the import's transaction when it committed rows; refused if it ended already. */
  private async finish(
    db: Db | Tx,
    run: Running,
    state: 'done' | 'failed',
    message: string,
    report: AdminImportResult | null,
  ): Promise<void> {
    const [ended] = await db
      .update(importJobs)
      .set({ state, message, report, progress: run.progress, finishedAt: this.context.now() })
      .where(and(eq(importJobs.id, run.row.id), eq(importJobs.state, 'running')))
      .returning({ id: importJobs.id });
    if (!ended) throw new Error(`Import job ${run.row.id} had ended already.`);
  }

  private async run(
    run: Running,
    asked: ImportAsked,
    upload: Upload,
    first: Record<string, string>[],
    rest: AsyncGenerator<Record<string, string>[]>,
    reading: CsvReading,
  ): Promise<void> {
    const heartbeat = setInterval(() => this.beat(run), heartbeatMs);
    const source = (async function* () {
      yield first;
      yield* rest;
    })();
    const actor = { kind: 'console', memberId: run.row.startedBy } as const;
    const reason = importMessages.auditReason(asked.fileName);
    const now = this.context.now();
    const onProgress = (p: ImportProgress) => {
      run.progress = { ...p, bytesRead: reading.bytesRead, bytesTotal: reading.bytesTotal };
    };
    try {
      const result = await withImporter(
        asked.importer,
        this.context,
        upload.imagesFolder,
        (importer) =>
          runImport(this.context.db, importer, source, {
            ...optionsOf(asked.mode),
            now,
            actor,
            reason,
            signal: run.controller.signal,
            keep: { refused: importReportRowsMax, others: importReportRowsMax },
            onProgress,
            // The rows, their audit rows, the import's own and the job's report commit together.
            beforeCommit: async (tx, done) => {
              await writeImportAudit(tx, {
                actor,
                now,
                reason,
                importer: asked.importer,
                fileName: asked.fileName,
                result: done,
                acceptedOnly: asked.mode === 'applyAccepted',
              });
              await this.finish(tx, run, 'done', '', reportOf(asked, done, upload.imagesFolder));
            },
          }),
      );
      if (result.committed) this.context.changes.committed(['members', 'catalogue', 'messages']);
      else if (result.fileError)
        await this.finish(
          this.context.db,
          run,
          'failed',
          importMessages.fileColumns(result.fileError),
          null,
        );
      else
        await this.finish(
          this.context.db,
          run,
          'done',
          '',
          reportOf(asked, result, upload.imagesFolder),
        );
    } catch (error) {
      const message =
        error instanceof CsvFileError
          ? error.message
          : run.controller.signal.aborted
            ? importMessages.jobStopped
            : importMessages.jobFailed;
      if (!(error instanceof CsvFileError) && !run.controller.signal.aborted) this.log(error);
      await this.finish(this.context.db, run, 'failed', message, null).catch(this.log);
    } finally {
      clearInterval(heartbeat);
      await run.writing;
      this.running.delete(run.row.id);
      await rm(upload.folder, { recursive: true, force: true });
    }
  }
}
