import { importLimits, importModes, importRowStatuses, importerNames } from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, emptyRequest } from './codecs';

/**
 * (ours) The operator console's CSV imports (issue 24, /admin/imports): the command line's importers, run
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
  /** Whether the rows may name image files to attach (products). */
  takesImages: z.boolean(),
  /** The images the sample file names, to download beside it (products): file name and data: address. */
  sampleImages: z.array(z.object({ name: z.string(), dataUrl: z.string() })),
});
export type ImporterInfo = z.output<typeof importerInfo>;

/** One row of an import's report: its file line, what happened or would happen, and why. */
export const importRow = z.object({
  row: z.int(),
  status: z.enum(importRowStatuses),
  key: z.string(),
  detail: z.string(),
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
 * and, for products, the image files its rows name. A file the importer cannot read (not CSV, no rows, a
 * column missing) is a 400 that names the problem.
 */
export const adminImportRequest = z.object({
  importer: z.enum(importerNames),
  mode: z.enum(importModes),
  file: z.instanceof(Blob),
  fileName: z.string().check(z.minLength(1), z.maxLength(importLimits.fileNameMax)),
  images: z.optional(z.array(z.instanceof(Blob)).check(z.maxLength(importLimits.images))),
});
export const adminImportResponse = z.object({
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
export type AdminImportResult = z.output<typeof adminImportResponse>;

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
} as const;
