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
 * The characters a spreadsheet may split a line into cells on: the list separators in use (comma,
 * semicolon in many locales, tab, pipe) and line breaks. A spreadsheet splitting on another separator
 * than ours does not see our quotes where a cell starts for it, so any of these inside a text can start
 * a cell there.
 */
export const cellSeparators = [',', ';', '\t', '|', '\r', '\n'] as const;

const charClass = (chars: readonly string[]): string =>
  chars.map((ch) => `\\u{${ch.charCodeAt(0).toString(16)}}`).join('');

// A formula character where a cell may start: at the start of the text or after a separator, with only
// spaces or double quotes between (a reader may trim the one and drop the other).
// (A lookbehind, not a group: a separator can itself be a formula character, as a leading tab is.)
const formulaStart = new RegExp(
  `(?<=^|[${charClass(cellSeparators)}])([ "]*)(?=[${charClass(formulaLeadingCharacters)}])`,
  'gu',
);

/**
 * Neutralises a text cell that a spreadsheet would run as a formula (OWASP, CSV injection): a single
 * quote (') is put before every formula character (= + - @ tab, CR, LF, NUL) that starts the text or
 * follows a separator of `cellSeparators`, spaces and double quotes between allowed. 'Lerato;=1+1;'
 * becomes 'Lerato;'=1+1;', which a spreadsheet splitting on ';' reads as the text '=1+1.
 */
export function neutraliseCell(text: string): string {
  return text.replace(formulaStart, "$1'");
}

/** Replaces non-ASCII characters: accents are dropped, anything else becomes one '?' per character. */
export function toAsciiText(text: string): string {
  return Array.from(text.normalize('NFKD').replace(/\p{M}/gu, ''), (ch) =>
    ch.charCodeAt(0) < 0x80 ? ch : '?',
  ).join('');
}

const cellText = (value: unknown, options: CsvOptions): string => {
  if (value === null || value === undefined || value === '') return '';
  // Numbers, booleans and dates are written as themselves, unquoted, so a spreadsheet reads them as
  // numbers and dates: a negative number is not a formula, and none of them holds a separator.
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) return toWireDate(value);
  let text = String(value);
  if (options.compatibility) text = text.replace(/\r\n|\r|\n/g, '-');
  if (options.ascii) text = toAsciiText(text);
  return `"${neutraliseCell(text).replaceAll('"', '""')}"`;
};

/**
 * Writes rows as CSV text. Numbers, booleans and dates are written as themselves; every other value is
 * text: transformed (compatibility, then ASCII, then neutralised), its quotes doubled, and quoted
 * whatever it holds. Empty values (null, undefined, '') are written as nothing.
 * Rows are joined by the line end, with none after the last row; an empty row is written as "".
 */
export function toCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  const lineEnd = options.lineEnding === 'cr' ? '\r' : '\r\n';
  // A lone empty cell is written as "" so the row is not read as a blank line and dropped.
  const line = (row: readonly unknown[]): string =>
    row.map((value) => cellText(value, options)).join(',') || '""';
  const body = rows.map(line).join(lineEnd);
  return options.bom ? `\uFEFF${body}` : body;
}

/** A named CSV export choice of the recommendations report. */
export interface CsvVariant {
  key: string;
  label: string;
  /** What the variant does to the file, as SPEC §9 names it beside the label ('with byte-order mark'). */
  description: string;
  options: CsvOptions;
}

const how = {
  bom: 'with byte-order mark',
  cr: 'bare CR line ends',
  ascii: 'non-Latin characters replaced',
  compatibility: 'line breaks in cells replaced by dashes',
} as const;

/**
 * The recommendations report's six CSV exports (SPEC §2, §9): the four named variants and two
 * combinations, each with what it does in SPEC §9's words. Only Standard carries the byte-order mark.
 */
export const recommendationsCsvVariants: readonly CsvVariant[] = [
  { key: 'standard', label: 'Standard', description: how.bom, options: { bom: true } },
  { key: 'alternate', label: 'Alternate', description: how.cr, options: { lineEnding: 'cr' } },
  { key: 'ascii', label: 'ASCII', description: how.ascii, options: { ascii: true } },
  {
    key: 'compatibility',
    label: 'Compatibility',
    description: how.compatibility,
    options: { compatibility: true },
  },
  {
    key: 'alternateCompatibility',
    label: 'Alternate + Compatibility',
    description: `${how.cr}, ${how.compatibility}`,
    options: { lineEnding: 'cr', compatibility: true },
  },
  {
    key: 'asciiCompatibility',
    label: 'ASCII + Compatibility',
    description: `${how.ascii}, ${how.compatibility}`,
    options: { ascii: true, compatibility: true },
  },
];

/** A variant as the export menu names it: 'Standard (with byte-order mark)'. */
export const csvVariantName = (variant: Pick<CsvVariant, 'label' | 'description'>): string =>
  `${variant.label} (${variant.description})`;

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
