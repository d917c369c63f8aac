import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
// Declared messages format through the translator (the package's index loads it; these tests import files).
import './i18n/translator';
import {
  cellSeparators,
  csvFileName,
  managementReportColumns,
  neutraliseCell,
  recommendationsCsvVariants,
  csvVariantName,
  recommendationsReportColumns,
  toAsciiText,
  toCsv,
  type CsvOptions,
} from './csv';

/** Reads CSV back with a real parser, the way a spreadsheet import would. */
const parse = (text: string, options: CsvOptions = {}): string[][] => {
  const body = options.bom ? text.replace(/^\uFEFF/, '') : text;
  const result = Papa.parse<string[]>(body, {
    delimiter: ',',
    newline: options.lineEnding === 'cr' ? '\r' : '\r\n',
    quoteChar: '"',
  });
  expect(result.errors).toEqual([]);
  return result.data;
};

const tricky = fc.constantFrom(
  ',',
  ';',
  '|',
  '"',
  '\r',
  '\n',
  '\r\n',
  '=',
  '-',
  '+',
  '@',
  '\t',
  '\0',
  ' ',
  'a',
  'é',
  '🐶',
  '\uFEFF',
);
/** Any text: arbitrary code points, plus text built from the characters CSV and spreadsheets treat specially. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
);
const anyRows = fc.array(fc.array(anyText, { minLength: 1, maxLength: 5 }), {
  minLength: 1,
  maxLength: 5,
});
const leading = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\0');

/**
 * The cells a spreadsheet splitting lines on `separator` would make of CSV text if it honoured no quotes
 * at all, each without the spaces and quotes it may drop before it: the worst reading of our quotes.
 * Excel in a locale whose list separator is ';' honours a quote only where a cell starts for it, so
 * '"Shout Out","Lerato;=1+1"' gives it the cells '"Shout Out","Lerato' and '=1+1"'.
 */
const cellsSplitOn = (csv: string, separator: string): string[] =>
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^[ "]*/, ''));
const formulaLed = /^[=+\-@\t\0]/;
const listSeparators = cellSeparators.filter((s) => s !== '\r' && s !== '\n');

describe('csvFileName', () => {
  it('is report.csv', () => {
    expect(csvFileName).toBe('report.csv');
  });
});

describe('neutraliseCell', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', '\nx', '\0x'])(
    'puts a quote before %j',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text alone', () => {
    expect(neutraliseCell('Ann = Lee')).toBe('Ann = Lee');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell("'quoted")).toBe("'quoted");
  });

  it('puts a quote before a formula character after any separator, spaces and quotes between', () => {
    expect(neutraliseCell('Lerato;=1+1;')).toBe("Lerato;'=1+1;");
    expect(neutraliseCell('a,-2|+3\t@4')).toBe("a,'-2|'+3\t'@4");
    expect(neutraliseCell('a\n=1\r+2')).toBe("a\n'=1\r'+2");
    expect(neutraliseCell('a; "=1')).toBe(`a; "'=1`);
    expect(neutraliseCell('"=1')).toBe(`"'=1`);
    expect(neutraliseCell('a;\t=1')).toBe("a;'\t'=1");
    expect(neutraliseCell('Smith-Jones = 1, 2; 3')).toBe('Smith-Jones = 1, 2; 3');
  });

  it('never lets a neutralised cell start with a formula character', () => {
    fc.assert(
      fc.property(leading, anyText, (first, rest) => {
        expect(neutraliseCell(first + rest)).toMatch(/^'/);
      }),
    );
  });

  it('only adds single quotes, and leaves no formula where any separator starts a cell', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...cellSeparators), (text, separator) => {
        const neutralised = neutraliseCell(text);
        expect(neutralised.replaceAll("'", '')).toBe(text.replaceAll("'", ''));
        const cells = neutralised.split(separator).map((cell) => cell.replace(/^[ "]*/, ''));
        expect(cells.filter((cell) => formulaLed.test(cell))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('toCsv', () => {
  it('quotes every text cell, doubling its quotes', () => {
    expect(toCsv([['plain', 'a,b', 'a;b', 'say "hi"', 'two\nlines', 'cr\rline']])).toBe(
      '"plain","a,b","a;b","say ""hi""","two\nlines","cr\rline"',
    );
  });

  it("neutralises a formula after a ';', on which Excel in a ';' locale splits a quoted cell", () => {
    const csv = toCsv([['Shout Out', 'Lerato;=1+1; (0820000003)', 5]], { bom: true });
    expect(csv).toBe(`\uFEFF"Shout Out","Lerato;'=1+1; (0820000003)",5`);
    expect(cellsSplitOn(csv, ';')).toEqual(['Shout Out","Lerato', "'=1+1", '(0820000003)",5']);
  });

  it('writes numbers, booleans, dates and empty values as themselves', () => {
    expect(
      toCsv([[-250, 12n, true, null, undefined, new Date(Date.UTC(2026, 10, 21, 14, 3))]]),
    ).toBe('-250,12,true,,,2026-11-21T14:03:00');
    expect(toCsv([['', 'a', '']])).toBe(',"a",');
  });

  it('joins rows with CRLF by default and CR for the alternate line end', () => {
    expect(toCsv([['a'], ['b']])).toBe('"a"\r\n"b"');
    expect(toCsv([['a'], ['b']], { lineEnding: 'cr' })).toBe('"a"\r"b"');
  });

  it('writes a row of one empty value as "" so it is not read as a blank line', () => {
    expect(toCsv([['a'], [''], [null]])).toBe('"a"\r\n""\r\n""');
  });

  it('starts with a byte-order mark when asked', () => {
    expect(toCsv([['a']], { bom: true })).toBe('\uFEFF"a"');
  });

  it('replaces line breaks in cells with dashes for compatibility, then neutralises', () => {
    expect(toCsv([['one\r\ntwo\nthree\rfour', '\nlead']], { compatibility: true })).toBe(
      `"one-two-three-four","'-lead"`,
    );
  });

  it('replaces non-ASCII characters: accents dropped, the rest as ?', () => {
    expect(toAsciiText('Zoë Müller-Ñúñez')).toBe('Zoe Muller-Nunez');
    expect(toAsciiText('東京 🐶 ß')).toBe('?? ? ?');
    expect(toAsciiText('ﬁne ＝1')).toBe('fine =1');
    expect(toCsv([['＝1+1']], { ascii: true })).toBe(`"'=1+1"`);
    expect(toCsv([['a；＝1']], { ascii: true })).toBe(`"a;'=1"`);
  });

  it('gives back the neutralised input for any strings (Standard: BOM, CRLF)', () => {
    const options: CsvOptions = { bom: true };
    fc.assert(
      fc.property(anyRows, (rows) => {
        expect(parse(toCsv(rows, options), options)).toEqual(
          rows.map((row) => row.map(neutraliseCell)),
        );
      }),
    );
  });

  it('gives back the neutralised input with bare CR line ends (Alternate)', () => {
    const options: CsvOptions = { lineEnding: 'cr' };
    fc.assert(
      fc.property(anyRows, (rows) => {
        expect(parse(toCsv(rows, options), options)).toEqual(
          rows.map((row) => row.map(neutraliseCell)),
        );
      }),
    );
  });

  it('gives back the transformed input for every variant, ASCII-only and line-break-free where asked', () => {
    fc.assert(
      fc.property(anyRows, fc.constantFrom(...recommendationsCsvVariants), (rows, { options }) => {
        const expected = rows.map((row) =>
          row.map((cell) => {
            const joined = options.compatibility ? cell.replace(/\r\n|\r|\n/g, '-') : cell;
            return neutraliseCell(options.ascii ? toAsciiText(joined) : joined);
          }),
        );
        const text = toCsv(rows, options);
        expect(parse(text, options)).toEqual(expected);
        if (options.ascii) expect(text).toMatch(/^\p{ASCII}*$/u);
        if (options.compatibility) expect(expected.flat().join('')).not.toMatch(/[\r\n]/);
      }),
      { numRuns: 300 },
    );
  });

  it('gives no spreadsheet a formula, whichever separator it splits on and whatever quotes it ignores', () => {
    fc.assert(
      fc.property(
        anyRows,
        fc.constantFrom(...recommendationsCsvVariants),
        fc.constantFrom(...listSeparators),
        (rows, { options }, separator) => {
          const cells = cellsSplitOn(toCsv(rows, options), separator);
          expect(cells.filter((cell) => formulaLed.test(cell))).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('recommendationsCsvVariants', () => {
  it('offers six exports: the four variants and two combinations', () => {
    expect(recommendationsCsvVariants.map((variant) => [variant.label, variant.options])).toEqual([
      ['Standard', { bom: true }],
      ['Alternate', { lineEnding: 'cr' }],
      ['ASCII', { ascii: true }],
      ['Compatibility', { compatibility: true }],
      ['Alternate + Compatibility', { lineEnding: 'cr', compatibility: true }],
      ['ASCII + Compatibility', { ascii: true, compatibility: true }],
    ]);
  });

  it('names each for what it does, in SPEC §9’s words', () => {
    expect(recommendationsCsvVariants.map(csvVariantName)).toEqual([
      'Standard (with byte-order mark)',
      'Alternate (bare CR line ends)',
      'ASCII (non-Latin characters replaced)',
      'Compatibility (line breaks in cells replaced by dashes)',
      'Alternate + Compatibility (bare CR line ends, line breaks in cells replaced by dashes)',
      'ASCII + Compatibility (non-Latin characters replaced, line breaks in cells replaced by dashes)',
    ]);
  });

  it('keeps the report column headings', () => {
    expect(managementReportColumns).toEqual([
      'Type',
      'Date',
      'From',
      'Division',
      'To',
      'Division',
      'Points',
      'Value',
    ]);
    expect(recommendationsReportColumns).toEqual([
      'TransId',
      'Date',
      'ClinicId',
      'Member Number',
      'Member',
      'Cell No',
      'Trans Description',
      'Points',
    ]);
  });
});
