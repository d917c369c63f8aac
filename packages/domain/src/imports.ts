/**
 * (ours) The operator console's CSV imports (/admin/imports): the command line's importers by
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

/**
 * The most a stored whole number holds (PostgreSQL's integer, the ledger's balances, prices and promo
 * amounts in minor units): an import row past it is refused rather than failing in the database.
 */
export const storedIntegerMax = 2_147_483_647;

/** How an import job stands: running (checking or applying its rows), done (its report), or failed. */
export const importJobStates = ['running', 'done', 'failed'] as const;
export type ImportJobState = (typeof importJobStates)[number];

/** What a running job does: reads and checks every row, then applies the accepted ones (a dry run too). */
export const importJobPhases = ['checking', 'applying'] as const;
export type ImportJobPhase = (typeof importJobPhases)[number];

/** How often the console asks how a running job is going. */
export const importJobPollMs = 1000;
