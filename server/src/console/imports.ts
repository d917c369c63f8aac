import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { importLimits, importMessages, importModes, importerNames } from '@plaudit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { HttpError } from '../http/errors.ts';
import { serverDir } from '../paths.ts';
import { fieldRefusal } from '../refusals.ts';
import { withImporter, type ImportJobs, type Upload } from './importJobs.ts';

/**
 * The operator console's CSV imports (/admin/imports): the command line's importers
 * (server/src/cli/commands/imports.ts) run through the same `runImport`, on the file read as the command
 * line reads it, so the console and the CLI cannot disagree. The upload is written to temporary files as
 * it arrives (never held in memory) and handed to a job (importJobs.ts), which the console
 * follows: a dry run reports every row and writes nothing; an applied import writes its audit rows in the
 * import's transaction.
 */

const imageTypes: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** The images the products sample names (server/samples/images), each as a data: address to download. */
async function sampleImages(): Promise<{ name: string; dataUrl: string }[]> {
  const folder = join(serverDir, 'samples', 'images');
  const names = (await readdir(folder).catch(() => [])).sort();
  return Promise.all(
    names
      .filter((name) => imageTypes[extname(name).toLowerCase()])
      .map(async (name) => ({
        name,
        dataUrl: `data:${imageTypes[extname(name).toLowerCase()] ?? ''};base64,${(await readFile(join(folder, name))).toString('base64')}`,
      })),
  );
}

/** Every importer with its columns and sample file, in the order an operator loads a programme. */
export async function importersPage(
  context: ServerContext,
): Promise<ResponseValue<'adminImporters'>> {
  const importers = await Promise.all(
    importerNames.map(async (name) => {
      const columns = withImporter(name, context, '.', (importer) => ({
        required: [...importer.required],
        optional: [...(importer.optional ?? [])],
        keyColumns: [...importer.keyColumns],
      }));
      const sampleFile = `${name}.csv`;
      const sample = await readFile(join(serverDir, 'samples', sampleFile), 'utf8').catch(() => '');
      const takesImages = name === 'products';
      return {
        name,
        ...columns,
        sampleFile,
        sample,
        takesImages,
        sampleImages: takesImages ? await sampleImages() : [],
      };
    }),
  );
  return { importers };
}

/** Uploads read and not yet claimed by a job, by request: removed if the call ends without one. */
const uploads = new WeakMap<FastifyRequest, Upload>();
/** Requests whose answer has been sent, or whose connection closed. */
const answered = new WeakSet<FastifyRequest>();

const discard = async (request: FastifyRequest) => {
  const upload = uploads.get(request);
  uploads.delete(request);
  if (upload) await rm(upload.folder, { recursive: true, force: true });
};

/**
 * The import call's hook: once its answer is sent or its connection closes, an upload no job claimed
 * (the body refused, the caller turned away, an error, a client gone) is removed.
 */
export async function discardUnclaimedUpload(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  reply.raw.once('close', () => {
    answered.add(request);
    void discard(request);
  });
}

/** Takes the upload a request's body was read into: the job that imports it owns it from here. */
export function claimUpload(request: FastifyRequest): Upload {
  const upload = uploads.get(request);
  if (!upload) throw fieldRefusal('file', importMessages.fileMissing);
  uploads.delete(request);
  return upload;
}

/** A plain file name (no folder, not hidden, no control characters) of an attached image. */
const plainName = (name: string) =>
  name !== '' &&
  name.length <= importLimits.fileNameMax &&
  !name.includes('/') &&
  !name.includes('\\') &&
  !name.startsWith('.') &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(name);

/** Thrown while a part is written: it passed its limit (the refusal to answer). */
class PartTooLarge extends Error {
  constructor(readonly refusal: Error) {
    super(refusal.message);
  }
}

/** Writes a part's bytes to a new file as they arrive, refusing it once it passes `maxBytes`. */
async function savePart(
  stream: NodeJS.ReadableStream,
  path: string,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<number> {
  let bytes = 0;
  await pipeline(
    stream,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > maxBytes) done(new PartTooLarge(tooLarge()));
        else done(null, chunk);
      },
    }),
    createWriteStream(path, { flags: 'wx' }),
  );
  return bytes;
}

const csvTooLarge = () =>
  new HttpError(413, importMessages.fileTooLarge, { file: importMessages.fileTooLarge });

/**
 * Reads the multipart body: the fields importer, mode and fileName, the part `file` (the CSV) and any
 * parts `images`, each written to a temporary folder of its own as it arrives, under its limit (a part
 * past it stops the reading). What it returns (the files as Blobs backed by those files) is checked with
 * the contract's request schema; the folder goes to the job the call starts, or is removed.
 */
export async function readImportBody(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) throw fieldRefusal('file', importMessages.fileMissing);
  const folder = await mkdtemp(join(tmpdir(), 'plaudit-import-'));
  const imagesFolder = join(folder, 'images');
  const csvPath = join(folder, 'upload.csv');
  const fields: Record<string, string> = {};
  let file: Blob | undefined;
  let csvBytes = 0;
  let partName = '';
  const images: File[] = [];
  try {
    await mkdir(imagesFolder);
    try {
      for await (const part of request.parts({
        limits: {
          fileSize: importLimits.csvMaxBytes,
          files: 1 + importLimits.images,
          fields: 5,
          parts: 6 + importLimits.images,
          fieldSize: 1000,
        },
      })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname === 'file' && file === undefined) {
          csvBytes = await savePart(part.file, csvPath, importLimits.csvMaxBytes, csvTooLarge);
          file = await openAsBlob(csvPath);
          partName = part.filename;
        } else if (part.fieldname === 'images') {
          const name = part.filename;
          if (!plainName(name)) throw fieldRefusal('images', importMessages.imageName(name));
          const path = join(imagesFolder, name);
          await rm(path, { force: true });
          await savePart(part.file, path, importLimits.imageMaxBytes, () =>
            fieldRefusal('images', importMessages.imageTooLarge(name)),
          );
          images.push(new File([await openAsBlob(path)], name));
        } else part.file.resume();
      }
    } catch (error) {
      if (error instanceof PartTooLarge) throw error.refusal;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw csvTooLarge();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw fieldRefusal('images', importMessages.tooManyImages);
      if (code === 'FST_FIELDS_LIMIT') throw fieldRefusal('file', importMessages.fileMissing);
      throw error;
    }
    if (!file) throw fieldRefusal('file', importMessages.fileMissing);
    if (!(importerNames as readonly string[]).includes(fields.importer ?? ''))
      throw fieldRefusal('importer', importMessages.unknownImporter);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  uploads.set(request, { folder, csvPath, csvBytes, imagesFolder });
  // The connection closed before the body was read to its end: nobody hears what this call would do.
  if (answered.has(request)) await discard(request);
  return {
    importer: fields.importer,
    mode: (importModes as readonly string[]).includes(fields.mode ?? '') ? fields.mode : 'dryRun',
    file,
    fileName: (fields.fileName || partName || 'import.csv').slice(0, importLimits.fileNameMax),
    ...(images.length > 0 ? { images } : {}),
  };
}

/**
 * Starts an import from the console: the upload the body was read into goes to a new job, answered at
 * once; the console follows it with `adminImportJob`.
 */
export async function importFromConsole(
  jobs: ImportJobs,
  request: FastifyRequest,
  adminId: number,
  body: RequestBody<'adminImport'>,
): Promise<ResponseValue<'adminImport'>> {
  const upload = claimUpload(request);
  if ((body.images ?? []).length > 0 && body.importer !== 'products') {
    await rm(upload.folder, { recursive: true, force: true });
    throw fieldRefusal('images', importMessages.imagesOnlyForProducts);
  }
  const job = await jobs.start(adminId, body, upload);
  return { message: importMessages.jobStarted(body.fileName), job };
}

/** A job of the console's imports: by id, or the administrator's newest. */
export const importJobPage = async (
  jobs: ImportJobs,
  adminId: number,
  body: RequestBody<'adminImportJob'>,
): Promise<ResponseValue<'adminImportJob'>> => ({ job: await jobs.read(adminId, body.jobId) });
