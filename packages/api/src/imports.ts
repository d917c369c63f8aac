import {
  importJobPhases,
  importJobStates,
  importLimits,
  importModes,
  importRowStatuses,
  importerNames,
  storedIntegerMax,
} from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, emptyRequest, wireDate } from './codecs';

/**
 * (ours) The operator console's CSV imports (/admin/imports): the command line's importers, run
 * from the browser. Administrators only (apiAccess). `contract.ts` lists the calls.
 */

/** One importer as the console offers it: its columns and its sample file (server/samples). */
export const importerInfo = z.object({
  name: z.enum(importerNames),
  required: z.array(z.string()),
  optional: z.array(z.string()),
  /** The sample file's name ('members.csv') and its text. */
  sampleFile: z.string(),
  sample: z.string(),
  /** The columns whose cells identify a row, as its report's key gives them ('cellNum'). */
  keyColumns: z.array(z.string()),
  /** Whether the rows may name image files to attach (products). */
  takesImages: z.boolean(),
  /** The images the sample file names, to download beside it (products): file name and data: address. */
  sampleImages: z.array(z.object({ name: z.string(), dataUrl: z.string() })),
});
export type ImporterInfo = z.output<typeof importerInfo>;

/**
 * One row of an import's report: its file line, what happened or would happen, its key (a refused row's
 * too: its key columns' cells) and why.
 */
export const importRow = z.object({
  row: z.int(),
  status: z.enum(importRowStatuses),
  key: z.string(),
  detail: z.string(),
  /**
   * (voucher codes) The waiting order line the row's code went to, or in a dry run would go to; null or
   * absent for every other row (a dataset writes an absent value as null; reports kept from before lack it).
   */
  orderLine: z.optional(
    z.nullable(z.object({ orderNum: z.string(), product: z.string(), fulfilled: z.boolean() })),
  ),
});
export type ImportRow = z.output<typeof importRow>;

export const importCounts = z.object({
  added: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  refused: z.int(),
});
export type ImportCounts = z.output<typeof importCounts>;

export const adminImportersRequest = emptyRequest;
export const adminImportersResponse = z.object({ importers: dataset(importerInfo) });

/**
 * Sent as multipart/form-data: which importer, how (a dry run writes nothing; apply writes nothing while a
 * row is refused; applyAccepted writes the accepted rows, as the command line's --partial), the CSV file
 * and, for products, the image files its rows name. A file the importer cannot read (not CSV, not UTF-8,
 * no rows, a column missing) is a 400 that names the problem; else the answer is the job that imports it.
 */
export const adminImportRequest = z.object({
  importer: z.enum(importerNames),
  mode: z.enum(importModes),
  file: z.instanceof(Blob),
  fileName: z.string().check(z.minLength(1), z.maxLength(importLimits.fileNameMax)),
  images: z.optional(z.array(z.instanceof(Blob)).check(z.maxLength(importLimits.images))),
});
/** What an import did, or in a dry run would do: the report the console shows and the command line prints. */
export const importReport = z.object({
  message: z.string(),
  importer: z.enum(importerNames),
  fileName: z.string(),
  mode: z.enum(importModes),
  /** Whether the rows were written (false for a dry run, and for a refused row without applyAccepted). */
  committed: z.boolean(),
  /** Rows in the file. */
  total: z.int(),
  counts: importCounts,
  /** Every row's outcome by line (a very large file's: its refused rows first, up to the report's limit). */
  rows: dataset(importRow),
});
export type AdminImportResult = z.output<typeof importReport>;

const count = () => z.int().check(z.gte(0), z.lte(storedIntegerMax));

/**
 * How far a job has come. While checking, the rows read from the file and checked (the file's size and the
 * bytes read so far say how much is left); then the accepted rows applied (a dry run applies them and
 * rolls them back) of those to apply.
 */
export const importProgress = z.object({
  phase: z.enum(importJobPhases),
  rowsRead: count(),
  rowsChecked: count(),
  rowsApplied: count(),
  /** The file's rows, once it is read to its end. */
  rowsTotal: z.nullable(count()),
  /** The accepted rows to apply, once every row is checked. */
  rowsToApply: z.nullable(count()),
  bytesRead: z.number().check(z.gte(0)),
  bytesTotal: z.number().check(z.gte(0)),
});
export type ImportProgressValue = z.output<typeof importProgress>;

/**
 * An import run as a job of the server: the upload starts it and the console follows it (its progress,
 * then its report), so a closed tab loses nothing. A job whose server process stopped before it finished
 * has failed, and says so.
 */
export const importJob = z.object({
  jobId: z.int(),
  importer: z.enum(importerNames),
  fileName: z.string(),
  mode: z.enum(importModes),
  state: z.enum(importJobStates),
  startedAt: wireDate,
  finishedAt: z.nullable(wireDate),
  progress: importProgress,
  /** Why a failed job failed; '' otherwise. */
  message: z.string(),
  /** The report, once done. */
  report: z.nullable(importReport),
});
export type ImportJob = z.output<typeof importJob>;

/** The job the upload started, at once (the file is checked and applied in the job). */
export const adminImportResponse = z.object({
  message: z.string(),
  job: importJob,
});

/** A job by its id, or with null the administrator's newest (null when they have started none). */
export const adminImportJobRequest = z.object({
  jobId: z.nullable(z.int().check(z.gte(1), z.lte(storedIntegerMax))),
});
export const adminImportJobResponse = z.object({ job: z.nullable(importJob) });

/** The calls, as contract.ts lists them. */
export const importCalls = {
  adminImporters: {
    path: '/api/admin/importers',
    access: 'member',
    area: 'admin',
    request: adminImportersRequest,
    response: adminImportersResponse,
  },
  adminImport: {
    path: '/api/admin/import',
    access: 'member',
    area: 'admin',
    request: adminImportRequest,
    response: adminImportResponse,
    multipart: true,
  },
  adminImportJob: {
    path: '/api/admin/importjob',
    access: 'member',
    area: 'admin',
    request: adminImportJobRequest,
    response: adminImportJobResponse,
  },
} as const;
