import { parseWireDate, toWireDate } from '@plaudit/domain';
import { z } from 'zod/mini';

// Issue texts in English ('Too big: expected string to have <=80 characters'), for developers and the
// 'Data Unexpected Error' dialog; zod/mini carries none by default.
z.config(z.locales.en());

/**
 * Wire codecs. Every schema that changes shape between the wire and the program is a zod codec, so
 * `z.decode(schema, wire)` (or `schema.parse(wire)`) yields typed values and `z.encode(schema, value)`
 * yields the exact JSON the server sends. Pure transforms would break `z.encode`, so none are used.
 */

/** A date on the wire: 'YYYY-MM-DDTHH:mm:ss' in UTC with no zone marker; a `Date` after decoding (rules: @plaudit/domain). */
export const wireDate = z.codec(z.string(), z.date(), {
  decode: (text, payload) => {
    const date = parseWireDate(text);
    if (date) return date;
    payload.issues.push({
      code: 'custom',
      input: text,
      message: `Expected a UTC date without zone such as '2026-11-21T14:03:00', received '${text}'`,
    });
    return new Date(Number.NaN);
  },
  encode: (date) => toWireDate(date),
});

/** A dataset as it travels: a field-name list and records holding one value per field, in field order. */
export const datasetWire = z.object({
  fields: z.array(z.string()),
  records: z.array(z.array(z.unknown())),
});
export type DatasetWire = z.infer<typeof datasetWire>;

type RowShape = z.core.$ZodLooseShape;

const isOptionalField = (schema: z.core.$ZodType): boolean => schema._zod.optin === 'optional';

/**
 * Turns typed rows into a dataset: `fields` names the columns in order, each record holds the row's
 * values for them. Values are written as given; use `z.encode(dataset(row), rows)` to also encode dates.
 */
export const encodeDataset = <Row extends Record<string, unknown>>(
  fields: readonly (keyof Row & string)[],
  rows: readonly Row[],
): DatasetWire => ({
  fields: [...fields],
  records: rows.map((row) => fields.map((field) => row[field] ?? null)),
});

/**
 * A dataset whose rows decode to `row`. Decoding fails with an issue naming the missing field
 * ("Dataset is missing field 'transDate'") or, through the row schema, the record and field that have
 * the wrong type (path `[3, 'pointsValue']`).
 */
export const dataset = <Shape extends RowShape>(row: z.ZodMiniObject<Shape>) => {
  const keys = Object.keys(row.shape);
  return z.codec(datasetWire, z.array(row), {
    decode: ({ fields, records }, payload) => {
      const missing = keys.filter(
        (key) => !fields.includes(key) && !isOptionalField(row.shape[key] as z.core.$ZodType),
      );
      for (const key of missing) {
        payload.issues.push({
          code: 'custom',
          input: fields,
          path: ['fields'],
          message: `Dataset is missing field '${key}' (fields: ${fields.join(', ') || 'none'})`,
        });
      }
      records.forEach((record, index) => {
        if (record.length !== fields.length) {
          payload.issues.push({
            code: 'custom',
            input: record,
            path: ['records', index],
            message: `Record ${index} has ${record.length} values for ${fields.length} fields`,
          });
        }
      });
      if (payload.issues.length > 0) return [];
      return records.map((record) =>
        Object.fromEntries(fields.map((field, i) => [field, record[i]])),
      ) as z.input<z.ZodMiniObject<Shape>>[];
    },
    encode: (rows) =>
      encodeDataset(
        keys,
        rows.map((r) => r as Record<string, unknown>),
      ),
  });
};

/** The body of every failed call: an optional message and optional per-field errors keyed by wire field name. */
export const errorBody = z.object({
  message: z.optional(z.string()),
  formErrors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The answer of every call whose response the spec leaves open ('Response: not shown'): an optional
 * human-readable confirmation. The same shape for all such calls.
 */
export const okResponse = z.object({ message: z.optional(z.string()) });
export type OkResponse = z.infer<typeof okResponse>;

/** An empty request body (`{}`), for calls the spec lists with body 'empty'. */
export const emptyRequest = z.object({});

/** Turns zod issues into one readable line per problem, each starting with its path. */
export const describeIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .map((issue) => {
      const path = issue.path
        .map((part, i) =>
          typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
        )
        .join('');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
