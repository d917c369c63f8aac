import { consoleMessages, importMessages } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import type { AdminImportResult, ImportJob } from '../imports';
import * as fx from './fixtures';

const refuseNonAdmin = (caller: Member): Response | undefined =>
  caller.isAdminReports
    ? undefined
    : HttpResponse.json({ message: consoleMessages.adminOnly }, { status: 403 });

/**
 * The demo server's CSV imports, run as jobs as the server runs them: administrators only; an upload
 * starts a job (answered at once), and each read of it moves it on (checking, then applying, then done).
 * Every file is answered with the members report of the fixtures (two rows refused), named as the
 * upload: a dry run writes nothing, Apply writes nothing while a row is refused, and applying the
 * accepted rows only writes them.
 */
export class MockImports {
  private readonly jobs = new Map<number, { job: ImportJob; reads: number; by: string }>();
  private nextId = 41;

  constructor(private readonly now: () => Date = () => fx.fixtureNow) {}

  start(caller: Member, body: RequestOf<'adminImport'>): ResponseOf<'adminImport'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    if ((body.images ?? []).length > 0 && body.importer !== 'products')
      return HttpResponse.json(
        {
          message: importMessages.imagesOnlyForProducts,
          formErrors: { images: importMessages.imagesOnlyForProducts },
        },
        { status: 400 },
      );
    const job: ImportJob = {
      ...fx.importJobStarted,
      jobId: this.nextId,
      importer: body.importer,
      fileName: body.fileName,
      mode: body.mode,
      startedAt: this.now(),
      progress: { ...fx.importJobStarted.progress, bytesTotal: body.file.size },
    };
    this.nextId += 1;
    this.jobs.set(job.jobId, { job, reads: 0, by: caller.memberNumber });
    return { message: importMessages.jobStarted(body.fileName), job };
  }

  read(caller: Member, body: RequestOf<'adminImportJob'>): ResponseOf<'adminImportJob'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const found =
      body.jobId === null
        ? [...this.jobs.values()].filter((j) => j.by === caller.memberNumber).at(-1)
        : this.jobs.get(body.jobId);
    if (!found) {
      if (body.jobId === null) return { job: null };
      return HttpResponse.json({ message: importMessages.jobNotFound }, { status: 404 });
    }
    found.reads += 1;
    found.job = this.advanced(found.job, found.reads);
    return { job: found.job };
  }

  /** The job after `reads` reads: checking, applying, then done with the fixtures' report. */
  private advanced(job: ImportJob, reads: number): ImportJob {
    if (job.state !== 'running') return job;
    const bytesTotal = job.progress.bytesTotal;
    if (reads === 1)
      return {
        ...job,
        progress: { ...fx.importJobChecking.progress, bytesTotal, bytesRead: bytesTotal / 2 },
      };
    if (reads === 2)
      return {
        ...job,
        progress: { ...fx.importJobApplying.progress, bytesTotal, bytesRead: bytesTotal },
      };
    return {
      ...job,
      state: 'done',
      finishedAt: this.now(),
      progress: { ...fx.importJobDone.progress, bytesTotal, bytesRead: bytesTotal },
      report: this.reportOf(job),
    };
  }

  private reportOf(job: ImportJob): AdminImportResult {
    const named = { importer: job.importer, fileName: job.fileName, mode: job.mode };
    if (job.mode === 'dryRun') return { ...fx.importReport, ...named };
    if (job.mode === 'apply')
      return { ...fx.importReport, ...named, message: importMessages.refusedNothingWritten };
    return { ...fx.importReportApplied, ...named };
  }
}

export function importersAnswer(caller: Member): ResponseOf<'adminImporters'> | Response {
  return refuseNonAdmin(caller) ?? fx.adminImporters;
}
