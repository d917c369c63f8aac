import { toWireDate } from './dates';
import { args, defineMessages, text } from './i18n/define';

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

const csv = defineMessages('csv', {
  standard: text(
    'Standard',
    'The name of a CSV download of the Recommendations Report (the usual one); its description follows in brackets.',
  ),
  alternate: text(
    'Alternate',
    'The name of a CSV download of the Recommendations Report whose lines end in a bare CR (for old software).',
  ),
  ascii: text(
    'ASCII',
    'The name of a CSV download of the Recommendations Report with only ASCII characters (the name of that character set).',
  ),
  compatibility: text(
    'Compatibility',
    'The name of a CSV download of the Recommendations Report whose cells hold no line breaks.',
  ),
  alternateCompatibility: text(
    'Alternate + Compatibility',
    'The name of a CSV download that is both Alternate and Compatibility (name them as those two are).',
  ),
  asciiCompatibility: text(
    'ASCII + Compatibility',
    'The name of a CSV download that is both ASCII and Compatibility (name them as those two are).',
  ),
  bom: text(
    'with byte-order mark',
    'What the Standard CSV download does to the file (a mark at its start that tells spreadsheets it is UTF-8).',
  ),
  cr: text(
    'bare CR line ends',
    'What the Alternate CSV download does to the file: each line ends in a carriage return (CR) alone.',
  ),
  nonLatin: text(
    'non-Latin characters replaced',
    'What the ASCII CSV download does to the file: letters outside the Latin alphabet become ?, accents are dropped.',
  ),
  lineBreaks: text(
    'line breaks in cells replaced by dashes',
    'What the Compatibility CSV download does to the file.',
  ),
  both: args<[first: string, second: string]>(
    ['first', 'second'],
    '{first}, {second}',
    'What a CSV download that combines two others does: both of their descriptions, as a list.',
  ),
  variantName: args<[label: string, description: string]>(
    ['label', 'description'],
    '{label} ({description})',
    'A CSV download as the export menu names it: its name and what it does (Standard (with byte-order mark)).',
  ),
});

/** A variant whose label and description are read when shown, in the language of that moment. */
const variant = (
  key: string,
  label: () => string,
  description: () => string,
  options: CsvOptions,
): CsvVariant => ({
  key,
  get label() {
    return label();
  },
  get description() {
    return description();
  },
  options,
});

/**
 * The recommendations report's six CSV exports (SPEC §2, §9): the four named variants and two
 * combinations, each with what it does in SPEC §9's words. Only Standard carries the byte-order mark.
 */
export const recommendationsCsvVariants: readonly CsvVariant[] = [
  variant(
    'standard',
    () => csv.standard,
    () => csv.bom,
    { bom: true },
  ),
  variant(
    'alternate',
    () => csv.alternate,
    () => csv.cr,
    { lineEnding: 'cr' },
  ),
  variant(
    'ascii',
    () => csv.ascii,
    () => csv.nonLatin,
    { ascii: true },
  ),
  variant(
    'compatibility',
    () => csv.compatibility,
    () => csv.lineBreaks,
    {
      compatibility: true,
    },
  ),
  variant(
    'alternateCompatibility',
    () => csv.alternateCompatibility,
    () => csv.both(csv.cr, csv.lineBreaks),
    { lineEnding: 'cr', compatibility: true },
  ),
  variant(
    'asciiCompatibility',
    () => csv.asciiCompatibility,
    () => csv.both(csv.nonLatin, csv.lineBreaks),
    { ascii: true, compatibility: true },
  ),
];

/** A variant as the export menu names it: 'Standard (with byte-order mark)'. */
export const csvVariantName = (variant: Pick<CsvVariant, 'label' | 'description'>): string =>
  csv.variantName(variant.label, variant.description);

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
