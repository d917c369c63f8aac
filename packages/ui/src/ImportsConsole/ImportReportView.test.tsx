import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand as render } from '../testing/render.tsx';
import { ImportsConsole } from './ImportsConsole.tsx';
import type { ImportJobView, ImportMode, ImportReport, ImporterOption } from './types.ts';

const importer = (name: string, keyColumns: string[]): ImporterOption => ({
  name,
  required: keyColumns,
  optional: [],
  keyColumns,
  sampleFile: `${name}.csv`,
  sample: `${keyColumns.join(',')}\n`,
  takesImages: false,
  sampleImages: [],
});
const importers = [
  importer('members', ['cellNum']),
  importer('voucher-codes', ['clusterCode', 'productCode', 'code']),
];

const job = (report: ImportReport): ImportJobView => ({
  jobId: 7,
  importer: report.importer,
  fileName: report.fileName,
  mode: report.mode,
  state: 'done',
  progress: {
    phase: 'applying',
    rowsRead: report.total,
    rowsChecked: report.total,
    rowsApplied: report.total,
    rowsTotal: report.total,
    rowsToApply: report.total,
    bytesRead: 100,
    bytesTotal: 100,
  },
  message: '',
  report,
});

const membersReport: ImportReport = {
  message: 'Checked 2 rows. This was a dry run: nothing was written.',
  importer: 'members',
  fileName: 'members.csv',
  mode: 'dryRun',
  committed: false,
  total: 2,
  counts: { added: 1, updated: 0, unchanged: 0, refused: 1 },
  rows: [
    { row: 2, status: 'added', key: '+27825550101', detail: '' },
    {
      row: 3,
      status: 'refused',
      key: '082 555 0105',
      detail: 'division ZA-NOWHERE does not exist',
    },
  ],
};

const vouchers = (mode: ImportMode): ImportReport => ({
  message: '',
  importer: 'voucher-codes',
  fileName: 'codes.csv',
  mode,
  committed: mode !== 'dryRun',
  total: 3,
  counts: { added: 2, updated: 0, unchanged: 1, refused: 0 },
  rows: [
    {
      row: 2,
      status: 'added',
      key: 'ZA/MNB-100/MNB-0001',
      detail: '',
      orderLine: { orderNum: 'PL-4K7M-2QX9', product: 'Mugg & Bean R100 voucher', fulfilled: true },
    },
    {
      row: 3,
      status: 'added',
      key: 'ZA/WWF-250/WWF-0003',
      detail: '',
      orderLine: {
        orderNum: 'PL-C6HV-1YB2',
        product: 'Woolworths Food R250 voucher',
        fulfilled: false,
      },
    },
    { row: 4, status: 'unchanged', key: 'ZA/MNB-100/MNB-0000', detail: '', orderLine: null },
  ],
});

/** The cells of a report's row by its line. */
const rowOf = (line: number) => {
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(line));
  if (!row) throw new Error(`no row of line ${line}`);
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

describe('ImportReportView', () => {
  it('names the columns of the importer’s key, and shows a refused row by its key', () => {
    render(<ImportsConsole importers={importers} onImport={vi.fn()} job={job(membersReport)} />);
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headings).toEqual(['Line', 'Result', 'Key (cellNum)', 'Detail']);
    expect(rowOf(3)).toEqual([
      '3',
      'Refused',
      '082 555 0105',
      'division ZA-NOWHERE does not exist',
    ]);
  });

  it.each([
    [
      'dryRun' as const,
      'Would fulfil order PL-4K7M-2QX9: Mugg & Bean R100 voucher',
      'Would be held for order PL-C6HV-1YB2: Woolworths Food R250 voucher (the line would wait for more codes)',
    ],
    [
      'applyAccepted' as const,
      'Fulfilled order PL-4K7M-2QX9: Mugg & Bean R100 voucher',
      'Held for order PL-C6HV-1YB2: Woolworths Food R250 voucher (the line waits for more codes)',
    ],
  ])('says which order line each voucher code reached (%s)', (mode, fulfils, held) => {
    render(<ImportsConsole importers={importers} onImport={vi.fn()} job={job(vouchers(mode))} />);
    expect(
      screen.getByRole('columnheader', { name: 'Key (clusterCode/productCode/code)' }),
    ).toBeVisible();
    expect(rowOf(2)).toEqual(['2', 'Added', 'ZA/MNB-100/MNB-0001', fulfils]);
    expect(rowOf(3)).toEqual(['3', 'Added', 'ZA/WWF-250/WWF-0003', held]);
    expect(rowOf(4)).toEqual(['4', 'Unchanged', 'ZA/MNB-100/MNB-0000', '—']);
  });
});
