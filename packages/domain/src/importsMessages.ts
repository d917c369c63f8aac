import { args, defineMessages, named, text } from './i18n/define';
import { extendMessages } from './i18n/extend';
import { importLimits, storedIntegerMax } from './imports';
import { memberStatusMessages } from './memberStatusMessages';
import { formatPoints } from './money';

// The imports' texts, apart from their limits and names (imports.ts), which the api's contract reads: the
// portal's member code then does not carry them, and they load with the console's imports screen.
const mb = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));

const imports = defineMessages('import', {
  unknownImporter: text(
    'Please choose what to import.',
    'The console’s CSV import refused: no importer (members, products, …) was chosen.',
  ),
  fileMissing: text(
    'Please choose a CSV file to import.',
    'The console’s CSV import refused: no file was chosen.',
  ),
  fileTooLarge: args<[mb: string]>(
    ['mb'],
    'The CSV file is larger than {mb} MB. Split it into smaller files. Nothing was imported.',
    'The console’s CSV import refused: the file is too large; mb is the most megabytes allowed.',
  ),
  fileNotCsv: args<[detail: string]>(
    ['detail'],
    'The file could not be read as CSV ({detail}). Save it as CSV (UTF-8) with a heading row. Nothing was imported.',
    'A CSV import refused: the file is not CSV; detail is what the reader found (English, technical). CSV (UTF-8) is how spreadsheets name the format to save in.',
  ),
  fileEmpty: text(
    'The file has a heading row but no rows to import. Nothing was imported.',
    'A CSV import refused: the file has only its heading row.',
  ),
  fileColumns: args<[detail: string]>(
    ['detail'],
    '{detail} Nothing was imported.',
    'A CSV import refused for its columns; detail is a sentence that names the columns missing or unknown.',
  ),
  imageTooLarge: args<[name: string, mb: string]>(
    ['name', 'mb'],
    'The image {name} is larger than {mb} MB. Nothing was imported.',
    'The products import refused: an image (its file name) is too large; mb is the most megabytes allowed.',
  ),
  tooManyImages: args<[images: string]>(
    ['images'],
    'Attach at most {images} images at a time. Nothing was imported.',
    'The products import refused: too many images; images is the most allowed (50).',
  ),
  imageName: args<[name: string]>(
    ['name'],
    'The image file name {name} cannot be used (a plain file name such as cat-bed.png). Nothing was imported.',
    'The products import refused: an image’s file name (name) has characters that cannot be used. cat-bed.png is an example file name: keep it.',
  ),
  imagesOnlyForProducts: text(
    'Only the products import takes images. Nothing was imported.',
    'A CSV import refused: images were attached to an import other than products.',
  ),
  dryRun: named<{ rows: number; rowsText: string }>(
    'Checked {rows, plural, one {1 row} other {{rowsText} rows}}. This was a dry run: nothing was written.',
    'After a dry run of a CSV import (it checks every row and writes nothing): rows is how many rows were checked (rowsText the same number as written).',
  ),
  refusedNothingWritten: text(
    'Nothing was written: some rows are refused. Fix them and check the file again, or import the accepted rows only.',
    'A CSV import wrote nothing, as some rows are refused.',
  ),
  appliedAll: named<{ rows: number; rowsText: string }>(
    'Imported: {rows, plural, one {1 row} other {{rowsText} rows}} checked and written.',
    'A CSV import wrote every row: rows is how many (rowsText the same number as written).',
  ),
  appliedSome: named<{ rows: number; rowsText: string; refused: number; refusedText: string }>(
    'Imported: {rows, plural, one {1 row} other {{rowsText} rows}} written; {refused, plural, one {the refused row was} other {{refusedText} refused rows were}} left out.',
    'A CSV import wrote its accepted rows (rows; rowsText as written) and left out the refused ones (refused; refusedText as written).',
  ),
  nothingAccepted: text(
    'Nothing was written: every row is refused. Fix the file and check it again.',
    'A CSV import wrote nothing, as every row is refused.',
  ),
  auditReason: args<[fileName: string]>(
    ['fileName'],
    'CSV import of {fileName} from the console',
    'The reason the audit log keeps for an import from the operator console; fileName is the file’s name.',
  ),
  cliAuditReason: args<[fileName: string]>(
    ['fileName'],
    'CSV import of {fileName} from the command line',
    'The reason the audit log keeps for an import from the command line; fileName is the file’s name.',
  ),
  createAdminAuditReason: text(
    'create-admin on the command line',
    'The reason the audit log keeps when an administrator is created on the command line. create-admin is the command’s name: keep it.',
  ),
  notUtf8: args<[line: string]>(
    ['line'],
    'The file is not UTF-8 text: line {line} holds a character saved in another encoding (such as Windows-1252 or Latin-1, as a spreadsheet\'s plain "CSV" saves it). Save the file as "CSV UTF-8 (comma delimited)" and upload it again. Nothing was imported.',
    'A CSV import refused: the file is not UTF-8; line is the number of the first line at fault. "CSV UTF-8 (comma delimited)" is the name of the format in spreadsheets: keep it as they name it.',
  ),
  nulInCell: args<[column: string]>(
    ['column'],
    'the {column} cell holds a NUL character (a byte 0), which the programme cannot store',
    'A row of a CSV import refused (it follows the row number, so begins in lower case); column is the column’s name.',
  ),
  pointsBetween: args<[max: string]>(
    ['max'],
    'points must be a whole number from 1 to {max}',
    'A row of a CSV import refused (lower case: it follows the row number); points is the column’s name, max the most allowed.',
  ),
  balanceFull: args<[cellNum: string, max: string]>(
    ['cellNum', 'max'],
    "{cellNum}'s balance would pass {max} points, the most a balance holds",
    'A row of a budgets import refused (lower case: it follows the row number): the member (their mobile number, cellNum) would hold more points than a balance can (max).',
  ),
  fundingFull: args<[max: string]>(
    ['max'],
    "the programme's funding account would pass {max} points issued, the most it holds",
    'A row of a budgets import refused (lower case: it follows the row number): the programme would issue more points than its account holds (max).',
  ),
  amountTooLarge: args<[column: string, text: string, max: string]>(
    ['column', 'text', 'max'],
    "{column} {text} is more than the shop can store (at most {max} in the currency's smallest unit, such as cents)",
    'A row of a shop import refused (lower case: it follows the row number): column is the column’s name, text the amount in the file, max the most allowed.',
  ),
  ownAdminRole: args<[flag: string]>(
    ['flag'],
    'this row would take away your own administrator role (isAdminReports): {flag}',
    'A row of a members import refused (lower case: it follows the row number); isAdminReports is a column’s name: keep it. flag is a sentence that says why.',
  ),
  jobStarted: args<[fileName: string]>(
    ['fileName'],
    '{fileName} is uploaded: the import has started.',
    'The console’s banner once a CSV file (fileName) is uploaded.',
  ),
  jobRunning: text(
    'An import of yours is still running: wait for its report before you start another. Nothing was imported.',
    'The console’s CSV import refused: the operator’s last import still runs.',
  ),
  jobNotFound: text(
    'There is no such import.',
    'The console asked for an import that does not exist.',
  ),
  jobLost: text(
    'The server stopped while this import ran, so it did not finish: nothing of it was written. Upload the file again.',
    'The report of an import the server lost when it stopped.',
  ),
  jobStopped: text(
    'The server was shutting down, so this import was stopped: nothing of it was written. Upload the file again.',
    'The report of an import stopped as the server shut down.',
  ),
  jobFailed: text(
    'The import failed on the server: nothing of it was written. Try again; if it fails again, import the file with the command line, which prints the error.',
    'The report of an import that failed on the server.',
  ),
});

/** The texts of the console's and the command line's CSV imports. */
export const importMessages = extendMessages(imports, {
  get fileTooLarge() {
    return imports.fileTooLarge(mb(importLimits.csvMaxBytes));
  },
  imageTooLarge: (name: string) => imports.imageTooLarge(name, mb(importLimits.imageMaxBytes)),
  get tooManyImages() {
    return imports.tooManyImages(String(importLimits.images));
  },
  dryRun: (rows: number) => imports.dryRun({ rows, rowsText: String(rows) }),
  applied: (rows: number, refused = 0) =>
    refused === 0
      ? imports.appliedAll({ rows, rowsText: String(rows) })
      : imports.appliedSome({
          rows,
          rowsText: String(rows),
          refused,
          refusedText: String(refused),
        }),
  notUtf8: (line: number) => imports.notUtf8(String(line)),
  pointsBetween: (max: number) => imports.pointsBetween(formatPoints(max)),
  balanceFull: (cellNum: string) => imports.balanceFull(cellNum, formatPoints(storedIntegerMax)),
  get fundingFull() {
    return imports.fundingFull(formatPoints(storedIntegerMax));
  },
  amountTooLarge: (column: string, text: string) =>
    imports.amountTooLarge(column, text, formatPoints(storedIntegerMax)),
  get ownAdminRole() {
    return imports.ownAdminRole(memberStatusMessages.ownAdminFlag);
  },
  /** Role flags as the file writes them (column names, Y and N), not words: 'isAdmin N → Y'. */
  rolesChanged: (changes: readonly { role: string; before: boolean; after: boolean }[]) =>
    changes.map((c) => `${c.role} ${c.before ? 'Y' : 'N'} → ${c.after ? 'Y' : 'N'}`).join(', '),
});

const importJob = defineMessages('importJob', {
  runningHeading: text('Import under way', 'The heading of the console’s running CSV import.'),
  failedHeading: text(
    'The import did not finish',
    'The heading of the console’s CSV import that failed or was stopped.',
  ),
  progressLabel: text(
    'Progress of the import',
    'The accessible name of the progress bar of a running CSV import.',
  ),
  checking: named<{ read: string; checked: string }>(
    'Checking the rows: {read} read, {checked} checked.',
    'The progress of a CSV import checking its rows: read and checked are numbers of rows, as written.',
  ),
  applying: named<{ applied: string; toApply: string; dryRun: boolean }>(
    '{dryRun, select, true {Trying the accepted rows (rolled back after): {applied} of {toApply}.} other {Writing the accepted rows: {applied} of {toApply}.}}',
    'The progress of a CSV import writing its accepted rows (dryRun true: trying them and undoing it after): applied of toApply rows, as written.',
  ),
  closeTabSafe: text(
    'You may leave this screen or close the tab: the import carries on, and this screen shows it again when you come back.',
    'Under a running CSV import in the console.',
  ),
  fileOf: args<[fileName: string, importer: string]>(
    ['fileName', 'importer'],
    '{fileName} ({importer})',
    'A running or last CSV import in the console: its file’s name and the importer (members, products, …).',
  ),
  chooseAgain: text(
    'This is the report of your last import. To apply it, choose its file and check it again.',
    'Above the report of the last CSV import when the console reopens.',
  ),
  orderLineFulfilled: named<{ orderNum: string; product: string; dryRun: boolean }>(
    '{dryRun, select, true {Would fulfil} other {Fulfilled}} order {orderNum}: {product}',
    'A row of a voucher codes import: its code went to a waiting order line (dryRun true: would go), by order number and product.',
  ),
  orderLineHeld: named<{ orderNum: string; product: string; dryRun: boolean }>(
    '{dryRun, select, true {Would be held} other {Held}} for order {orderNum}: {product} (the line {dryRun, select, true {would wait} other {waits}} for more codes)',
    'A row of a voucher codes import: its code is kept for a waiting order line that needs more codes (dryRun true: would be), by order number and product.',
  ),
});

/** The words of the console's running and last import (the progress bar and its text). */
export const importJobMessages = extendMessages(importJob, {
  checking: (read: number, checked: number) =>
    importJob.checking({ read: formatPoints(read), checked: formatPoints(checked) }),
  applying: (applied: number, toApply: number, dryRun: boolean) =>
    importJob.applying({ applied: formatPoints(applied), toApply: formatPoints(toApply), dryRun }),
  /** The waiting order line a voucher code went to (a dry run's: would go to), by order and product. */
  orderLineReached: (
    line: { readonly orderNum: string; readonly product: string; readonly fulfilled: boolean },
    dryRun: boolean,
  ) =>
    (line.fulfilled ? importJob.orderLineFulfilled : importJob.orderLineHeld)({
      orderNum: line.orderNum,
      product: line.product,
      dryRun,
    }),
});
