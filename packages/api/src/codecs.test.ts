import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { dataset, describeIssues, encodeDataset, wireDate } from './codecs';
import { statementResponse } from './contract';
import { statementRow } from './entities';

const rows = dataset(statementRow);

describe('wireDate', () => {
  it('decodes a UTC date without zone to the same instant', () => {
    expect(wireDate.parse('2026-11-21T14:03:00').toISOString()).toBe('2026-11-21T14:03:00.000Z');
  });
  it('encodes a Date back to UTC without zone', () => {
    expect(z.encode(wireDate, new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05');
  });
  it.each(['2026-02-30T10:00:00', '21/11/2026 14:03', '', '2026-11-21'])(
    'rejects %j with a message showing the expected form',
    (text) => {
      const result = wireDate.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain("'2026-11-21T14:03:00'");
    },
  );
  it('rejects a number', () => {
    expect(wireDate.safeParse(1732197780000).success).toBe(false);
  });
});

describe('dataset', () => {
  const wire = {
    fields: ['transDate', 'transDescription', 'pointsValue'],
    records: [
      ['2026-11-01T08:00:00', 'Recognised by Pieter', 250],
      ['2026-11-02T09:30:00', 'Order ORD-1', -500],
    ],
  };

  it('decodes records into typed rows by field name', () => {
    expect(rows.parse(wire)).toEqual([
      {
        transDate: new Date(Date.UTC(2026, 10, 1, 8)),
        transDescription: 'Recognised by Pieter',
        pointsValue: 250,
      },
      {
        transDate: new Date(Date.UTC(2026, 10, 2, 9, 30)),
        transDescription: 'Order ORD-1',
        pointsValue: -500,
      },
    ]);
  });

  it('does not depend on the order of the fields and ignores extra fields', () => {
    const reordered = {
      fields: ['pointsValue', 'extra', 'transDescription', 'transDate'],
      records: [[5, 'x', 'Bonus', '2026-11-01T08:00:00']],
    };
    expect(rows.parse(reordered)).toEqual([
      { pointsValue: 5, transDescription: 'Bonus', transDate: new Date(Date.UTC(2026, 10, 1, 8)) },
    ]);
  });

  it('names the missing field', () => {
    const result = rows.safeParse({
      fields: ['transDate', 'pointsValue'],
      records: [['2026-11-01T08:00:00', 5]],
    });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error?.issues ?? [])).toBe(
      "fields: Dataset is missing field 'transDescription' (fields: transDate, pointsValue)",
    );
  });

  it('names the record and field of a mistyped value', () => {
    const result = statementResponse.safeParse({
      report: { ...wire, records: [wire.records[0], ['2026-11-02T09:30:00', 'Order', '500']] },
    });
    expect(describeIssues(result.error?.issues ?? [])).toBe(
      'report[1].pointsValue: Invalid input: expected number, received string',
    );
  });

  it('names a bad date inside a record', () => {
    const result = rows.safeParse({ ...wire, records: [['yesterday', 'x', 1]] });
    expect(describeIssues(result.error?.issues ?? [])).toContain(
      "[0].transDate: Expected a UTC date without zone such as '2026-11-21T14:03:00', received 'yesterday'",
    );
  });

  it('refuses a record with fewer values than fields', () => {
    const result = rows.safeParse({ ...wire, records: [['2026-11-01T08:00:00', 'x']] });
    expect(describeIssues(result.error?.issues ?? [])).toBe(
      'records[0]: Record 0 has 2 values for 3 fields',
    );
  });

  it('refuses a plain array of rows and a dataset without records', () => {
    expect(
      rows.safeParse([{ transDate: '2026-11-01T08:00:00', transDescription: 'x', pointsValue: 1 }])
        .success,
    ).toBe(false);
    expect(rows.safeParse({ fields: ['transDate'] }).success).toBe(false);
  });

  it('decodes an empty dataset to no rows', () => {
    expect(rows.parse({ fields: wire.fields, records: [] })).toEqual([]);
  });

  it('encodes rows (dates included) back to the same dataset', () => {
    expect(z.encode(rows, rows.parse(wire))).toEqual(wire);
  });

  it('encodeDataset writes the given fields in order', () => {
    expect(
      encodeDataset(
        ['b', 'a'],
        [
          { a: 1, b: 'x' },
          { a: 2, b: 'y' },
        ],
      ),
    ).toEqual({
      fields: ['b', 'a'],
      records: [
        ['x', 1],
        ['y', 2],
      ],
    });
  });
});
