import { errorMessages } from '@plaudit/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { runJobs } from './jobs.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Outside production only (with the dev outbox, from this machine): POST /dev/jobs/run `{ date? }` runs
 * the periodic jobs for a day ('YYYY-MM-DD', default today), as `npm run admin -- run-jobs` does, so a
 * journey on a PGlite database the command line cannot open beside the server sees the daily job's work.
 * Each job still does its work once per period.
 */
export function jobDevRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Body: { date?: unknown } | undefined }>('/dev/jobs/run', async (request) => {
    const { date } = request.body ?? {};
    if (date !== undefined && (typeof date !== 'string' || !dayPattern.test(date)))
      throw new HttpError(400, errorMessages.unreadable);
    // Noon UTC of that day is that day in every programme time zone from UTC-11 to UTC+11.
    const at = date === undefined ? context.now() : new Date(`${date}T12:00:00Z`);
    if (Number.isNaN(at.getTime())) throw new HttpError(400, errorMessages.unreadable);
    const reports = await runJobs(context.db, context.settings, at);
    if (reports.some((r) => r.ran)) context.changes.committed(['members']);
    return { reports };
  });
}
