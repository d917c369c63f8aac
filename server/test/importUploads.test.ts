import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importLimits, importMessages } from '@plaudit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, login, post, testDatabases, useTestServer, type TestServer } from './harness.ts';
import { multipartForm, type FormPart } from './multipart.ts';

/**
 * The console's import uploads: each part is written to a temporary file as it arrives,
 * under its limit, never held whole in memory; the files are removed whatever happens (the import done,
 * the file refused, a part too large, the caller turned away, the client gone).
 */

const megabyte = 1024 * 1024;
// This file's uploads go to a folder of its own (os.tmpdir() follows TMPDIR), so its count is this file's.
const previousTmp = process.env.TMPDIR;
const uploadsRoot = mkdtempSync(join(tmpdir(), 'plaudit-upload-test-'));
beforeAll(() => {
  process.env.TMPDIR = uploadsRoot;
});
afterAll(() => {
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(uploadsRoot, { recursive: true, force: true });
});

const uploadFolders = () => readdirSync(uploadsRoot).filter((n) => n.startsWith('plaudit-import-'));

/** Until no upload's folder is left (removing one may finish just after the answer). */
async function noFoldersLeft(): Promise<string[]> {
  for (let i = 0; i < 400 && uploadFolders().length > 0; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return uploadFolders();
}

const membersHeading = 'cellNum,firstname,surname,divisionCode\n';

/** A CSV of about `bytes` bytes: a heading and rows naming a division the programme does not have. */
const bigCsv = (bytes: number, heading = membersHeading) => {
  const row = '0825550999,Filler,Row,ZA-NOWHERE\n';
  return Buffer.from(heading + row.repeat(Math.floor((bytes - heading.length) / row.length)));
};

const form = (fields: Record<string, string>, files: FormPart[]) =>
  multipartForm([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);

const csvPart = (bytes: Buffer): FormPart => ({
  name: 'file',
  bytes,
  filename: 'upload.csv',
  contentType: 'text/csv',
});

const imagePart = (name: string, bytes: Buffer): FormPart => ({
  name: 'images',
  bytes,
  filename: name,
  contentType: 'image/png',
});

const send = (server: TestServer, token: string, body: ReturnType<typeof multipartForm>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });

/** Reads a job until it has ended. */
async function ended(server: TestServer, token: string, jobId: number) {
  for (let i = 0; i < 2000; i += 1) {
    const read = await post(server.app, '/api/admin/importjob', { jobId }, { token });
    const job = (read.json() as { job: { state: string; message: string } }).job;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the job did not end');
}

describe.each(testDatabases)('the console’s import uploads on %s', (kind) => {
  const server = useTestServer(kind);

  it('writes a 20 MB file and ten 5 MB images to files as they arrive, never holding them in memory', async () => {
    const admin = await login(server.app, demo.admin);
    // A products file lacking its columns: refused once read, after every part was taken in.
    const body = form({ importer: 'products', mode: 'dryRun', fileName: 'products.csv' }, [
      csvPart(bigCsv(importLimits.csvMaxBytes - 1024, 'code,description,cat1,brand\n')),
      ...Array.from({ length: 10 }, (_, i) =>
        imagePart(`image-${i}.png`, Buffer.alloc(importLimits.imageMaxBytes, i)),
      ),
    ]);
    // The request's 70 MB are the test's own; what the server allocates besides is sampled meanwhile.
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 2);
    const answer = await send(server, admin, body);
    clearInterval(sampler);
    expect(answer.statusCode, answer.body).toBe(400);
    expect((answer.json() as { formErrors: Record<string, string> }).formErrors.file).toBe(
      importMessages.fileColumns('The file lacks the columns clusterCode, cat2, cat3, price.'),
    );
    // Buffered whole, the parts were at least 70 MB more (twice that with the copies made of them).
    expect((peak - baseline) / megabyte).toBeLessThan(16);
    expect(await noFoldersLeft()).toEqual([]);
  });

  it('refuses a CSV past its limit as it arrives (413) and an image past its own, keeping no file', async () => {
    const admin = await login(server.app, demo.admin);
    const tooLarge = await send(
      server,
      admin,
      form({ importer: 'members', mode: 'dryRun', fileName: 'members.csv' }, [
        csvPart(bigCsv(importLimits.csvMaxBytes + 64 * 1024)),
      ]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect((tooLarge.json() as { message: string }).message).toBe(importMessages.fileTooLarge);
    expect(await noFoldersLeft()).toEqual([]);

    const image = await send(
      server,
      admin,
      form({ importer: 'products', mode: 'dryRun', fileName: 'products.csv' }, [
        csvPart(Buffer.from('clusterCode,code\nZA,X\n')),
        imagePart('huge.png', Buffer.alloc(importLimits.imageMaxBytes + 1)),
      ]),
    );
    expect(image.statusCode).toBe(400);
    expect((image.json() as { formErrors: Record<string, string> }).formErrors).toEqual({
      images: importMessages.imageTooLarge('huge.png'),
    });
    expect(await noFoldersLeft()).toEqual([]);
  });

  it('removes the upload’s files once its job is done, and when the body or the caller is refused', async () => {
    const admin = await login(server.app, demo.admin);
    const done = await send(
      server,
      admin,
      form({ importer: 'members', mode: 'dryRun', fileName: 'members.csv' }, [
        csvPart(bigCsv(200 * 1024)),
      ]),
    );
    expect(done.statusCode, done.body).toBe(200);
    const { job } = done.json() as { job: { jobId: number } };
    expect((await ended(server, admin, job.jobId)).state).toBe('done');
    expect(await noFoldersLeft()).toEqual([]);

    const refusals = [
      // An importer the command line does not have.
      form({ importer: 'nonsense', mode: 'dryRun' }, [csvPart(Buffer.from(membersHeading))]),
      // A file that is not UTF-8.
      form({ importer: 'members', mode: 'dryRun' }, [
        csvPart(
          Buffer.concat([Buffer.from(`${membersHeading}0825550998,Jos`), Buffer.from([0xe9])]),
        ),
      ]),
      // Images for an importer that takes none.
      form({ importer: 'members', mode: 'dryRun' }, [
        csvPart(Buffer.from(`${membersHeading}0825550998,A,B,ZA-NOWHERE\n`)),
        imagePart('cat.png', Buffer.from('png')),
      ]),
      // A file name the contract refuses once the body is read (a NUL character).
      form({ importer: 'members', mode: 'dryRun', fileName: 'members\u0000.csv' }, [
        csvPart(Buffer.from(`${membersHeading}0825550998,A,B,ZA-NOWHERE\n`)),
      ]),
    ];
    for (const body of refusals) {
      const answer = await send(server, admin, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(await noFoldersLeft()).toEqual([]);
    }

    const member = await login(server.app, demo.member);
    const turnedAway = await send(
      server,
      member,
      form({ importer: 'members', mode: 'dryRun' }, [csvPart(bigCsv(1024 * 1024))]),
    );
    expect(turnedAway.statusCode).toBe(403);
    expect(await noFoldersLeft()).toEqual([]);
  });

  it('removes what a client sent before it went away in the middle of its upload', async () => {
    const admin = await login(server.app, demo.admin);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const body = form({ importer: 'members', mode: 'dryRun', fileName: 'members.csv' }, [
      csvPart(bigCsv(8 * megabyte)),
    ]);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/admin/import HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${admin}`,
        `Content-Type: ${body.headers['content-type'] ?? ''}`,
        `Content-Length: ${body.payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    // Half the body, then the connection is gone.
    socket.write(body.payload.subarray(0, body.payload.length / 2));
    for (let i = 0; i < 500 && uploadFolders().length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(uploadFolders()).toHaveLength(1);
    socket.destroy();
    expect(await noFoldersLeft()).toEqual([]);
  });
});
