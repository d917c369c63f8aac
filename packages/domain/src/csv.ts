import { toWireDate } from './dates';

/** The file name of every CSV export (SPEC §9). */
export const csvFileName = 'report.csv';

/** How a CSV file is written; the default is UTF-8 without byte-order mark and CRLF line ends. */
export interface CsvOptions {
  /** Start with a UTF-8 byte-order mark (U+FEFF). @default false */
  bom?: boolean;
  /** Line end between rows: 'crlf' (RFC 4180) or 'cr' (bare CR). @default 'crlf' */
  lineEnding?: 'crlf' | 'cr';
  /** Replace every character outside ASCII: accents are dropped (NFKD), anything else becomes '?'. @default false */
  ascii?: boolean;
  /** Replace each line break inside a cell (CRLF, CR or LF) with '-'. @default false */
  compatibility?: boolean;
}

/** The characters that make a spreadsheet read a cell as a formula when they lead it. */
export const formulaLeadingCharacters = ['=', '+', '-', '@', '\t', '\r', '\n', '\0'] as const;

/**
 * Neutralises a text cell that a spreadsheet would run as a formula: when it starts with = + - @
 * tab, CR, LF or NUL, a single quote (') is put in front; any other text is returned unchanged.
 */
export function neutraliseCell(text: string): string {
  return (formulaLeadingCharacters as readonly string[]).includes(text.charAt(0))
    ? `'${text}`
    : text;
}

/** Replaces non-ASCII characters: accents are dropped, anything else becomes one '?' per character. */
export function toAsciiText(text: string): string {
  return Array.from(text.normalize('NFKD').replace(/\p{M}/gu, ''), (ch) =>
    ch.charCodeAt(0) < 0x80 ? ch : '?',
  ).join('');
}

const cellText = (value: unknown, options: CsvOptions): string => {
  if (value === null || value === undefined) return '';
  // Numbers, booleans and dates are written as themselves: a negative number is not a formula.
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) return toWireDate(value);
  let text = String(value);
  if (options.compatibility) text = text.replace(/\r\n|\r|\n/g, '-');
  if (options.ascii) text = toAsciiText(text);
  return neutraliseCell(text);
};

// A leading U+FEFF is quoted too: readers drop it as a byte-order mark when it opens the file.
const quote = (text: string): string =>
  /[",\r\n]|^\uFEFF/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/**
 * Writes rows as CSV text. Text cells are transformed (compatibility, then ASCII, then neutralised)
 * and quoted when they hold a comma, a double quote or a line break (or start with U+FEFF); quotes
 * inside are doubled.
 * Rows are joined by the line end, with none after the last row; an empty row is written as "".
 */
export function toCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  const lineEnd = options.lineEnding === 'cr' ? '\r' : '\r\n';
  // A lone empty cell is written as "" so the row is not read as a blank line and dropped.
  const line = (row: readonly unknown[]): string =>
    row.map((value) => quote(cellText(value, options))).join(',') || '""';
  const body = rows.map(line).join(lineEnd);
  return options.bom ? `\uFEFF${body}` : body;
}

/** A named CSV export choice of the recommendations report. */
export interface CsvVariant {
  key: string;
  label: string;
  options: CsvOptions;
}

/**
 * The recommendations report's six CSV exports (SPEC §2, §9): the four named variants and two
 * combinations. Only Standard carries the byte-order mark.
 */
export const recommendationsCsvVariants: readonly CsvVariant[] = [
  { key: 'standard', label: 'Standard', options: { bom: true } },
  { key: 'alternate', label: 'Alternate', options: { lineEnding: 'cr' } },
  { key: 'ascii', label: 'ASCII', options: { ascii: true } },
  { key: 'compatibility', label: 'Compatibility', options: { compatibility: true } },
  {
    key: 'alternateCompatibility',
    label: 'Alternate + Compatibility',
    options: { lineEnding: 'cr', compatibility: true },
  },
  {
    key: 'asciiCompatibility',
    label: 'ASCII + Compatibility',
    options: { ascii: true, compatibility: true },
  },
];

/** Column headings of the Management Report table and its CSV (SPEC §2). */
export const managementReportColumns = [
  'Type',
  'Date',
  'From',
  'Division',
  'To',
  'Division',
  'Points',
  'Value',
] as const;

/** Column headings of the Recommendations Report table and its CSV (SPEC §2). */
export const recommendationsReportColumns = [
  'TransId',
  'Date',
  'ClinicId',
  'Member Number',
  'Member',
  'Cell No',
  'Trans Description',
  'Points',
] as const;
