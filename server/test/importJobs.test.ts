import { monitorEventLoopDelay } from 'node:perf_hooks';
import { consoleMessages, importMessages } from '@plaudit/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { importJobs, members } from '../src/db/schema.ts';
import { tablesChecksum } from './checksums.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';
import { multipartForm } from './multipart.ts';

/**
 * The console's imports run as jobs: the upload is answered at once with its job; the
 * console reads the job's progress, then its report; the file is read as a stream in batches, so the
 * server keeps answering during a large one; a job whose process stopped shows as failed, and one the
 * server stops rolls back and says so; one import at a time per administrator; administrators only.
 */

interface Progress {
  phase: 'checking' | 'applying';
  rowsRead: number;
  rowsChecked: number;
  rowsApplied: number;
  rowsTotal: number | null;
  rowsToApply: number | null;
  bytesRead: number;
  bytesTotal: number;
}

interface Job {
  jobId: number;
  state: 'running' | 'done' | 'failed';
  message: string;
  fileName: string;
  progress: Progress;
  report: { message: string; total: number; counts: Record<string, number> } | null;
}

const upload = (
  server: TestServer,
  token: string,
  file: Buffer,
  importer = 'members',
  mode = 'dryRun',
) => {
  const body = multipartForm([
    { name: 'importer', value: importer },
    { name: 'mode', value: mode },
    { name: 'fileName', value: `${importer}.csv` },
    { name: 'file', bytes: file, filename: `${importer}.csv`, contentType: 'text/csv' },
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};

const jobOf = (response: LightMyRequestResponse): Job => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { job: Job }).job;
};

const readJob = async (server: TestServer, token: string, jobId: number | null) =>
  (
    (await post(server.app, '/api/admin/importjob', { jobId }, { token })).json() as {
      job: Job | null;
    }
  ).job;

/** Reads a job until it has ended, keeping every progress it showed on the way. */
async function follow(server: TestServer, token: string, jobId: number) {
  const seen: Progress[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const job = await readJob(server, token, jobId);
    if (!job) throw new Error('the job is gone');
    seen.push(job.progress);
    if (job.state !== 'running') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('the job did not end');
}

const heading = 'cellNum,firstname,surname,divisionCode\n';
/** Rows refused when checked (a division the programme does not have): parsing and checking alone. */
const refusedRows = (rows: number) =>
  Buffer.from(heading + '0825550999,Filler,Row,ZA-NOWHERE\n'.repeat(rows));
/** New members of a division the demo has. */
const newMembers = (rows: number) =>
  Buffer.from(
    heading +
      Array.from(
        { length: rows },
        (_, i) => `08${String(40_000_000 + i)},Import,Member${i},ZA-JHB-PAWS`,
      ).join('\n'),
  );

describe.each(testDatabases)('the console’s import jobs on %s', (kind) => {
  const server = useTestServer(kind);

  it('answers the upload at once with its job, whose progress and then report the console reads', async () => {
    const admin = await login(server.app, demo.admin);
    const started = jobOf(await upload(server, admin, refusedRows(30_000)));
    expect(started).toMatchObject({ state: 'running', fileName: 'members.csv', report: null });
    expect(started.progress).toMatchObject({ phase: 'checking', rowsRead: 0, rowsTotal: null });
    expect(started.progress.bytesTotal).toBe(refusedRows(30_000).length);
    const { job, seen } = await follow(server, admin, started.jobId);
    expect(job.state).toBe('done');
    expect(job.report).toMatchObject({
      message: importMessages.dryRun(30_000),
      total: 30_000,
      counts: { added: 0, refused: 30_000 },
    });
    // The rows were counted as the file was read: some reads saw it part way, each further on.
    const partWay = seen.filter((p) => p.rowsRead > 0 && p.rowsRead < 30_000);
    expect(partWay.length).toBeGreaterThan(0);
    expect(partWay.every((p) => p.bytesRead <= p.bytesTotal && p.rowsTotal === null)).toBe(true);
    const read = seen.map((p) => p.rowsRead);
    expect(read).toEqual([...read].sort((a, b) => a - b));
    expect(job.progress).toMatchObject({
      rowsRead: 30_000,
      rowsChecked: 30_000,
      rowsTotal: 30_000,
    });

    // Reopening the screen: the administrator's newest job, as it ended.
    expect(await readJob(server, admin, null)).toMatchObject({
      jobId: started.jobId,
      state: 'done',
    });
    // Another administrator has started none.
    await server.db
      .update(members)
      .set({ isAdminReports: true })
      .where(eq(members.cellNational, demo.manager));
    expect(await readJob(server, await login(server.app, demo.manager), null)).toBeNull();
  });

  it('keeps the server answering while it reads and checks 200,000 rows', async () => {
    const admin = await login(server.app, demo.admin);
    const file = refusedRows(200_000);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const { jobId } = jobOf(await upload(server, admin, file));
    const { job } = await follow(server, admin, jobId);
    delay.disable();
    expect(job.report?.counts.refused).toBe(200_000);
    // Read whole and parsed in one go, the file held the event loop for seconds.
    expect(delay.max / 1e6).toBeLessThan(400);
    // What this proves is the event loop's delay, not the import's speed: 2 s alone, 5 s and more while
    // the whole suite runs beside it, so it gets more than the default 5 s.
  }, 30_000);

  it('shows a job whose server process stopped as failed, and lets its administrator start another', async () => {
    const admin = await login(server.app, demo.admin);
    const adminId = await memberIdOf(server, demo.admin);
    const progress: Progress = {
      phase: 'checking',
      rowsRead: 1000,
      rowsChecked: 1000,
      rowsApplied: 0,
      rowsTotal: null,
      rowsToApply: null,
      bytesRead: 40_000,
      bytesTotal: 400_000,
    };
    const running = (heartbeat: ReturnType<typeof sql>) => ({
      startedBy: adminId,
      importer: 'members' as const,
      fileName: 'members.csv',
      mode: 'apply' as const,
      state: 'running' as const,
      progress,
      startedAt: server.clock.now(),
      heartbeatAt: heartbeat,
    });
    // Another process's job, heard of a moment ago: still running.
    const [alive] = await server.db
      .insert(importJobs)
      .values(running(sql`now()`))
      .returning({ id: importJobs.id });
    expect((await readJob(server, admin, alive?.id ?? 0))?.state).toBe('running');
    expect((await upload(server, admin, refusedRows(10))).statusCode).toBe(422);
    // Its process died: not heard of for a minute.
    await server.db
      .update(importJobs)
      .set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(eq(importJobs.id, alive?.id ?? 0));
    expect(await readJob(server, admin, null)).toMatchObject({
      jobId: alive?.id,
      state: 'failed',
      message: importMessages.jobLost,
    });
    // A job that failed so makes way for the next upload.
    expect((await upload(server, admin, refusedRows(10))).statusCode).toBe(200);
  });

  it('runs one import at a time for an administrator, and stops a running one when the server stops: nothing written', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await tablesChecksum(server.db, ['members', 'accounts', 'audit_log']);
    const { jobId } = jobOf(await upload(server, admin, newMembers(60_000), 'members', 'apply'));
    const second = await upload(server, admin, refusedRows(10));
    expect(second.statusCode).toBe(422);
    expect((second.json() as { message: string }).message).toBe(importMessages.jobRunning);
    await server.app.close();
    const [job] = await server.db.select().from(importJobs).where(eq(importJobs.id, jobId));
    expect(job).toMatchObject({ state: 'failed', message: importMessages.jobStopped });
    expect(await tablesChecksum(server.db, ['members', 'accounts', 'audit_log'])).toEqual(before);
  });

  it('lets administrators alone read jobs', async () => {
    const admin = await login(server.app, demo.admin);
    const { jobId } = jobOf(await upload(server, admin, refusedRows(10)));
    for (const cell of [demo.member, demo.manager]) {
      const token = await login(server.app, cell);
      for (const body of [{ jobId }, { jobId: null }]) {
        const answer = await post(server.app, '/api/admin/importjob', body, { token });
        expect(answer.statusCode).toBe(403);
        expect((answer.json() as { message: string }).message).toBe(consoleMessages.adminOnly);
      }
    }
    const unknown = await post(
      server.app,
      '/api/admin/importjob',
      { jobId: 999_999 },
      { token: admin },
    );
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { message: string }).message).toBe(importMessages.jobNotFound);
  });
});
