import type { ManagementReportRow, RecommendationsRow } from '@plaudit/api';
import { recommendationsCsvVariants } from '@plaudit/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { managementReportCsv } from './ManagementReportScreen';
import { recommendationsCsv } from './RecommendationsReportScreen';
import { reportMonthChoices } from './reportFiles';

const awkward = [
  'van der Merwe, Pieter',
  'Said "thank you"',
  'Two\nlines',
  'Ζωή Παπαδοπούλου',
  'Zoë Nkosi',
  '=HYPERLINK("http://x")',
  '+27 82 000 0001',
  '-5 points',
  '@admin',
];

const rows: RecommendationsRow[] = awkward.map((text, i) => ({
  transId: 100 + i,
  date: new Date(Date.UTC(2026, 10, 3, 7, 15)),
  clinicId: 'CL-0042',
  memberNumber: '0820000003',
  member: text,
  cellNo: '0820000003',
  transDescription: `${text} (${String(i)})`,
  points: -i,
}));

const read = (csv: string, cr: boolean) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: cr ? '\r' : '\r\n' }).data;

const neutral = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

describe('the reports’ CSV files', () => {
  it.each(recommendationsCsvVariants)(
    'round-trip awkward names through the $label variant',
    (variant) => {
      const csv = recommendationsCsv(rows, variant.key, 'Africa/Johannesburg');
      expect(csv.startsWith('\uFEFF')).toBe(variant.options.bom === true);
      const cr = variant.options.lineEnding === 'cr';
      if (cr) expect(csv.includes('\r\n')).toBe(false);
      const parsed = read(csv, cr);
      expect(parsed[0]).toEqual([
        'TransId',
        'Date',
        'ClinicId',
        'Member Number',
        'Member',
        'Cell No',
        'Trans Description',
        'Points',
      ]);
      expect(parsed).toHaveLength(rows.length + 1);
      awkward.forEach((text, i) => {
        let expected = text;
        if (variant.options.compatibility) expected = expected.replace(/\n/g, '-');
        if (variant.options.ascii)
          expected = Array.from(expected.normalize('NFKD').replace(/\p{M}/gu, ''), (c) =>
            c.charCodeAt(0) < 0x80 ? c : '?',
          ).join('');
        const row = parsed[i + 1] ?? [];
        expect(row[4]).toBe(neutral(expected));
        expect(row[1]).toBe('3 Nov 2026 09:15');
        // A negative number stays a number, not a neutralised formula.
        expect(row[7]).toBe(String(-i));
      });
      if (!variant.options.ascii) expect(csv).toContain('Ζωή Παπαδοπούλου');
      if (variant.options.compatibility) expect(csv).not.toMatch(/Two[\r\n]/);
    },
  );

  it('writes the management report as the table shows it, with a byte-order mark', () => {
    const report: ManagementReportRow[] = [
      {
        type: 'Recognise',
        date: new Date(Date.UTC(2026, 10, 21, 14, 3)),
        from: 'Pieter van der Merwe',
        fromMemberNo: '0820000002',
        fromDivision: 'Paws & Claws Pet Shop, Sandton',
        to: '=cmd',
        toMemberNo: '0820000003',
        toDivision: 'Paws & Claws Pet Shop, Sandton',
        points: 50,
        value: 'Drives Results',
      },
    ];
    const parsed = read(managementReportCsv(report, 'Africa/Johannesburg'), false);
    expect(parsed).toEqual([
      ['Type', 'Date', 'From', 'Division', 'To', 'Division', 'Points', 'Value'],
      [
        'Recognise',
        '21 Nov 2026 16:03',
        'Pieter van der Merwe (0820000002)',
        'Paws & Claws Pet Shop, Sandton',
        "'=cmd (0820000003)",
        'Paws & Claws Pet Shop, Sandton',
        '50',
        'Drives Results',
      ],
    ]);
  });

  it("quotes every text cell and neutralises a formula after a ';' (Excel where the list separator is ';')", () => {
    const report: ManagementReportRow[] = [
      {
        type: 'Shout Out',
        date: new Date(Date.UTC(2026, 10, 21, 14, 3)),
        from: 'Lerato;=1+1;',
        fromMemberNo: '0820000003',
        fromDivision: 'Paws & Claws',
        to: 'Thandi',
        toMemberNo: '0820000001',
        toDivision: 'Paws & Claws',
        points: 0,
        value: 'Teamwork',
      },
    ];
    const csv = managementReportCsv(report, 'Africa/Johannesburg');
    const line = csv.split('\r\n')[1];
    expect(line).toBe(
      `"Shout Out","21 Nov 2026 16:03","Lerato;'=1+1; (0820000003)","Paws & Claws","Thandi (0820000001)","Paws & Claws",0,"Teamwork"`,
    );
    expect(line?.split(';').map((cell) => cell.replace(/^[ "]*/, ''))[1]).toBe("'=1+1");
  });
});

describe('the report month list', () => {
  it('is in the programme’s time zone, whatever the viewer’s', () => {
    // 23:30 UTC on 30 November is 01:30 on 1 December in Johannesburg (and still November in the Americas).
    const late = reportMonthChoices(new Date(Date.UTC(2026, 10, 30, 23, 30)));
    expect(late[0]).toEqual({ value: '2026-12', label: 'December 2026' });
    const earlier = reportMonthChoices(new Date(Date.UTC(2026, 10, 30, 21, 30)));
    expect(earlier[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(earlier.at(-1)?.value).toBe('2023-01');
  });
});
