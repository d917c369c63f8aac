/**
 * (ours) The operator console's CSV imports (issue 24, /admin/imports): the command line's importers by
 * their names, the upload's limits and the texts the server, msw and the screen share. The importers
 * themselves are the command line's (server/src/admin), so the console and the CLI cannot disagree.
 */

/** The command line's importers (`import-<name>`), in the order an operator loads a programme. */
export const importerNames = [
  'clusters',
  'divisions',
  'members',
  'categories',
  'products',
  'voucher-codes',
  'promo-codes',
  'budgets',
  'recommendations',
] as const;
export type ImporterName = (typeof importerNames)[number];

/**
 * What each importer's rows refer to by code, so must be on the programme first: the samples of
 * `server/samples` load in `importerNames` order, and a members file naming a division the programme
 * does not have is refused row by row.
 */
export const importerNeeds: Readonly<Record<ImporterName, readonly ImporterName[]>> = {
  clusters: [],
  divisions: ['clusters'],
  members: ['divisions'],
  categories: ['clusters'],
  products: ['categories'],
  'voucher-codes': ['products'],
  'promo-codes': ['clusters'],
  budgets: ['members'],
  recommendations: ['members'],
};

/** How an import runs: check and report every row (writes nothing), or write. */
export const importModes = ['dryRun', 'apply', 'applyAccepted'] as const;
export type ImportMode = (typeof importModes)[number];

/** A row's outcome, as the command line reports it. */
export const importRowStatuses = ['added', 'updated', 'unchanged', 'refused'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

const megabyte = 1024 * 1024;

/** What one import may upload: the CSV file, and for products the image files its rows name. */
export const importLimits = {
  csvMaxBytes: 20 * megabyte,
  imageMaxBytes: 5 * megabyte,
  images: 50,
  fileNameMax: 200,
} as const;

/** The most report rows an answer carries; a larger file's report lists its refused rows first. */
export const importReportRowsMax = 5000;

const mb = (bytes: number) => `${Math.round(bytes / megabyte)} MB`;

export const importMessages = {
  unknownImporter: 'Please choose what to import.',
  fileMissing: 'Please choose a CSV file to import.',
  fileTooLarge: `The CSV file is larger than ${mb(importLimits.csvMaxBytes)}. Split it into smaller files. Nothing was imported.`,
  fileNotCsv: (detail: string) =>
    `The file could not be read as CSV (${detail}). Save it as CSV (UTF-8) with a heading row. Nothing was imported.`,
  fileEmpty: 'The file has a heading row but no rows to import. Nothing was imported.',
  fileColumns: (detail: string) => `${detail} Nothing was imported.`,
  imageTooLarge: (name: string) =>
    `The image ${name} is larger than ${mb(importLimits.imageMaxBytes)}. Nothing was imported.`,
  tooManyImages: `Attach at most ${importLimits.images} images at a time. Nothing was imported.`,
  imageName: (name: string) =>
    `The image file name ${name} cannot be used (a plain file name such as cat-bed.png). Nothing was imported.`,
  imagesOnlyForProducts: 'Only the products import takes images. Nothing was imported.',
  dryRun: (rows: number) =>
    `Checked ${rows === 1 ? '1 row' : `${rows} rows`}. This was a dry run: nothing was written.`,
  refusedNothingWritten:
    'Nothing was written: some rows are refused. Fix them and check the file again, or import the accepted rows only.',
  applied: (rows: number, refused = 0) =>
    refused === 0
      ? `Imported: ${rows === 1 ? '1 row' : `${rows} rows`} checked and written.`
      : `Imported: ${rows === 1 ? '1 row' : `${rows} rows`} written; ${refused === 1 ? 'the refused row was' : `${refused} refused rows were`} left out.`,
  nothingAccepted: 'Nothing was written: every row is refused. Fix the file and check it again.',
  auditReason: (fileName: string) => `CSV import of ${fileName} from the console`,
} as const;
