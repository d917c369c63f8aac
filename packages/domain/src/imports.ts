import { memberStatusMessages } from './memberStatusMessages';
import { formatPoints } from './money';

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
  cliAuditReason: (fileName: string) => `CSV import of ${fileName} from the command line`,
  createAdminAuditReason: 'create-admin on the command line',
  notUtf8: (line: number) =>
    `The file is not UTF-8 text: line ${line} holds a character saved in another encoding (such as Windows-1252 or Latin-1, as a spreadsheet's plain "CSV" saves it). Save the file as "CSV UTF-8 (comma delimited)" and upload it again. Nothing was imported.`,
  nulInCell: (column: string) =>
    `the ${column} cell holds a NUL character (a byte 0), which the programme cannot store`,
  pointsBetween: (max: number) => `points must be a whole number from 1 to ${formatPoints(max)}`,
  balanceFull: (cellNum: string) =>
    `${cellNum}'s balance would pass ${formatPoints(storedIntegerMax)} points, the most a balance holds`,
  fundingFull: `the programme's funding account would pass ${formatPoints(storedIntegerMax)} points issued, the most it holds`,
  amountTooLarge: (column: string, text: string) =>
    `${column} ${text} is more than the shop can store (at most ${formatPoints(storedIntegerMax)} in the currency's smallest unit, such as cents)`,
  // Read when used, so the member-status text follows the current language.
  get ownAdminRole() {
    return `this row would take away your own administrator role (isAdminReports): ${memberStatusMessages.ownAdminFlag}`;
  },
  rolesChanged: (changes: readonly { role: string; before: boolean; after: boolean }[]) =>
    changes.map((c) => `${c.role} ${c.before ? 'Y' : 'N'} → ${c.after ? 'Y' : 'N'}`).join(', '),
  jobStarted: (fileName: string) => `${fileName} is uploaded: the import has started.`,
  jobRunning:
    'An import of yours is still running: wait for its report before you start another. Nothing was imported.',
  jobNotFound: 'There is no such import.',
  jobLost:
    'The server stopped while this import ran, so it did not finish: nothing of it was written. Upload the file again.',
  jobStopped:
    'The server was shutting down, so this import was stopped: nothing of it was written. Upload the file again.',
  jobFailed:
    'The import failed on the server: nothing of it was written. Try again; if it fails again, import the file with the command line, which prints the error.',
} as const;

/** The words of the console's running and last import (the progress bar and its text). */
export const importJobMessages = {
  runningHeading: 'Import under way',
  failedHeading: 'The import did not finish',
  progressLabel: 'Progress of the import',
  checking: (read: number, checked: number) =>
    `Checking the rows: ${formatPoints(read)} read, ${formatPoints(checked)} checked.`,
  applying: (applied: number, toApply: number, dryRun: boolean) =>
    dryRun
      ? `Trying the accepted rows (rolled back after): ${formatPoints(applied)} of ${formatPoints(toApply)}.`
      : `Writing the accepted rows: ${formatPoints(applied)} of ${formatPoints(toApply)}.`,
  closeTabSafe:
    'You may leave this screen or close the tab: the import carries on, and this screen shows it again when you come back.',
  fileOf: (fileName: string, importer: string) => `${fileName} (${importer})`,
  chooseAgain:
    'This is the report of your last import. To apply it, choose its file and check it again.',
  /** The waiting order line a voucher code went to (a dry run's: would go to), by order and product. */
  orderLineReached: (
    line: { readonly orderNum: string; readonly product: string; readonly fulfilled: boolean },
    dryRun: boolean,
  ) =>
    line.fulfilled
      ? `${dryRun ? 'Would fulfil' : 'Fulfilled'} order ${line.orderNum}: ${line.product}`
      : `${dryRun ? 'Would be held' : 'Held'} for order ${line.orderNum}: ${line.product} (the line ${dryRun ? 'would wait' : 'waits'} for more codes)`,
} as const;
