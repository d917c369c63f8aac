import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { ImportRow } from '@plaudit/api/contract';
import {
  importLimits,
  importMessages,
  importModes,
  importReportRowsMax,
  importerNames,
  type ImportMode,
  type ImporterName,
} from '@plaudit/domain';
import type { FastifyRequest } from 'fastify';
import {
  runImport,
  type Importer,
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
import {
  categoryImporter,
  productImporter,
  promoCodeImporter,
  voucherCodeImporter,
} from '../admin/shopImporters.ts';
import { parseCsv } from '../cli/importCommand.ts';
import type { ServerContext } from '../context.ts';
import { auditLog } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { HttpError } from '../http/errors.ts';
import { serverDir } from '../paths.ts';
import { fieldRefusal } from '../refusals.ts';

/**
 * The operator console's CSV imports (issue 24, /admin/imports): the command line's importers
 * (server/src/cli/commands/imports.ts) run through the same `runImport`, on the file's records read as the
 * command line reads them, so the console and the CLI cannot disagree. A dry run reports every row and
 * writes nothing; an applied import writes its audit row in the import's transaction.
 */

/** What a use of an importer does with it, whatever its rows' and lookup's types. */
type WithImporter<R> = <T, L>(importer: Importer<T, L>) => R;

/** Uses the importer the command line has of the name; products take the folder of their images. */
function withImporter<R>(
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
      return use(voucherCodeImporter(context.settings.programmeName));
    case 'promo-codes':
      return use(promoCodeImporter);
    case 'budgets':
      return use(budgetImporter);
    case 'recommendations':
      return use(recommendationImporter);
  }
}

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

/**
 * Reads the multipart body: the fields importer, mode and fileName, the part `file` (the CSV) and any
 * parts `images`, each under its limit. What it returns is checked with the contract's request schema.
 */
export async function readImportBody(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) throw fieldRefusal('file', importMessages.fileMissing);
  const fields: Record<string, string> = {};
  let file: Blob | undefined;
  let partName = '';
  const images: File[] = [];
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
        const bytes = await part.toBuffer();
        file = new Blob([new Uint8Array(bytes)]);
        partName = part.filename;
      } else if (part.fieldname === 'images') {
        const bytes = await part.toBuffer();
        if (bytes.length > importLimits.imageMaxBytes)
          throw fieldRefusal('images', importMessages.imageTooLarge(part.filename));
        images.push(new File([new Uint8Array(bytes)], part.filename));
      } else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, importMessages.fileTooLarge, { file: importMessages.fileTooLarge });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw fieldRefusal('images', importMessages.tooManyImages);
    if (code === 'FST_FIELDS_LIMIT') throw fieldRefusal('file', importMessages.fileMissing);
    throw error;
  }
  if (!file) throw fieldRefusal('file', importMessages.fileMissing);
  if (!(importerNames as readonly string[]).includes(fields.importer ?? ''))
    throw fieldRefusal('importer', importMessages.unknownImporter);
  return {
    importer: fields.importer,
    mode: (importModes as readonly string[]).includes(fields.mode ?? '') ? fields.mode : 'dryRun',
    file,
    fileName: (fields.fileName || partName || 'import.csv').slice(0, importLimits.fileNameMax),
    ...(images.length > 0 ? { images } : {}),
  };
}

/** A plain file name (no folder, not hidden) of an attached image. */
const plainName = (name: string) =>
  name !== '' && !name.includes('/') && !name.includes('\\') && !name.startsWith('.');

/** The report's rows: every row by line, or for a very large file its refused rows first. */
function reportRows(outcomes: readonly RowOutcome[], folder: string): ImportRow[] {
  const shown =
    outcomes.length <= importReportRowsMax
      ? outcomes
      : [
          ...outcomes.filter((o) => o.status === 'refused'),
          ...outcomes.filter((o) => o.status !== 'refused'),
        ].slice(0, importReportRowsMax);
  // The images' folder is this import's own temporary one: the operator knows it as the attached images.
  const plain = (detail: string) =>
    detail.split(`${folder}/`).join('').split(folder).join('the attached images');
  return shown.map((o) => ({
    row: o.row,
    status: o.status,
    key: o.key,
    detail: plain(o.detail ?? ''),
  }));
}

/**
 * The command line's options for a mode. A dry run is the command line's `--dry-run --partial`: the
 * accepted rows are applied and rolled back, so the report says of each what it would be (added, updated,
 * unchanged) beside the refused rows' reasons, and writes nothing.
 */
const optionsOf = (mode: ImportMode) => ({
  dryRun: mode === 'dryRun',
  partial: mode === 'dryRun' || mode === 'applyAccepted',
});

/**
 * Runs one import from the console: the file read as the command line reads it, the importer the command
 * line has, `runImport` in a transaction that also writes the audit row when the rows are written.
 */
export async function importFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminImport'>,
): Promise<ResponseValue<'adminImport'>> {
  const images = body.images ?? [];
  if (images.length > 0 && body.importer !== 'products')
    throw fieldRefusal('images', importMessages.imagesOnlyForProducts);
  for (const image of images) {
    const name = image instanceof File ? image.name : '';
    if (!plainName(name)) throw fieldRefusal('images', importMessages.imageName(name));
  }
  let records: Record<string, string>[];
  try {
    records = parseCsv(Buffer.from(await body.file.arrayBuffer()));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw fieldRefusal('file', importMessages.fileNotCsv(detail));
  }
  if (records.length === 0) throw fieldRefusal('file', importMessages.fileEmpty);

  const folder = await mkdtemp(join(tmpdir(), 'plaudit-import-'));
  try {
    for (const image of images)
      await writeFile(join(folder, (image as File).name), Buffer.from(await image.arrayBuffer()));
    const now = context.now();
    const options = optionsOf(body.mode);
    const result: ImportResult = await inTransaction(context.db, async (tx) => {
      const done = await withImporter(body.importer, context, folder, (importer) =>
        runImport(tx, importer, records, { ...options, now }),
      );
      // Accepted rows only, of a file whose every row is refused: nothing to write, nothing to audit.
      if (done.committed && done.counts.refused === records.length)
        return { ...done, committed: false };
      if (done.committed)
        await tx.insert(auditLog).values({
          at: now,
          actorMemberId: adminId,
          actorKind: 'console',
          action: 'csv.import',
          targetMemberId: null,
          before: null,
          after: {
            importer: body.importer,
            fileName: body.fileName,
            rows: records.length,
            ...done.counts,
            acceptedOnly: body.mode === 'applyAccepted',
          },
          reason: importMessages.auditReason(body.fileName),
        });
      return done;
    });
    if (result.fileError) throw fieldRefusal('file', importMessages.fileColumns(result.fileError));
    if (result.committed) context.changes.committed(['members', 'catalogue', 'messages']);
    const message = options.dryRun
      ? importMessages.dryRun(records.length)
      : result.committed
        ? importMessages.applied(records.length - result.counts.refused, result.counts.refused)
        : result.counts.refused === records.length && body.mode === 'applyAccepted'
          ? importMessages.nothingAccepted
          : importMessages.refusedNothingWritten;
    return {
      message,
      importer: body.importer,
      fileName: body.fileName,
      mode: body.mode,
      committed: result.committed,
      total: records.length,
      counts: result.counts,
      rows: reportRows(result.outcomes, folder),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
