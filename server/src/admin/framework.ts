import type { Db, Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * The admin imports' common shape: every row is checked first (nothing written), then the accepted rows
 * are applied in batches inside one transaction. A file is all-or-nothing: one refused row and nothing is
 * written, unless `partial`, when the accepted rows are. `dryRun` does the whole import and rolls it back,
 * so its report is exactly what a real run would do. Rows are found by their natural key, so importing a
 * file twice changes nothing the second time.
 */

export type RowStatus = 'added' | 'updated' | 'unchanged' | 'refused';

export interface RowOutcome {
  /** The file's line of the row: the heading is line 1, the first row line 2. */
  readonly row: number;
  readonly status: RowStatus;
  /** The row's natural key, as the report shows it. */
  readonly key: string;
  /** Why a row was refused, or what changed. */
  readonly detail?: string;
}

export interface ParsedRow<T> {
  readonly row: number;
  readonly key: string;
  readonly value: T;
}

/** What an import knows of the database before checking rows (division codes, cluster regions). */
export interface Importer<T, Lookup> {
  /** The command's name ('members'). */
  readonly name: string;
  /** Columns every file must have. */
  readonly required: readonly string[];
  /** Columns it may have. */
  readonly optional?: readonly string[];
  /** Reads what the rows are checked against, once per file. */
  lookup(db: Db | Tx): Promise<Lookup>;
  /** Checks one row: its value and natural key, or the reason it is refused. */
  parse(
    record: Readonly<Record<string, string>>,
    lookup: Lookup,
  ): { key: string; value: T } | string;
  /** Writes a batch of accepted rows and says what happened to each (refusing any it cannot take). */
  apply(tx: Tx, rows: readonly ParsedRow<T>[], lookup: Lookup, now: Date): Promise<RowOutcome[]>;
  /** Rows per batch. @default 1000 */
  readonly batchSize?: number;
}

export interface ImportOptions {
  readonly dryRun?: boolean;
  readonly partial?: boolean;
  readonly now: Date;
  /** Called after each batch with the rows done so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface ImportResult {
  readonly outcomes: RowOutcome[];
  /** Whether the changes were kept (false: a dry run, or a refused row without --partial). */
  readonly committed: boolean;
  readonly counts: Record<RowStatus, number>;
  /** A file-level refusal (a missing column): no row was looked at. */
  readonly fileError?: string;
}

class RollBack extends Error {
  constructor(readonly outcomes: RowOutcome[]) {
    super('rolled back');
  }
}

const countOf = (outcomes: readonly RowOutcome[]): Record<RowStatus, number> => {
  const counts = { added: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const o of outcomes) counts[o.status] += 1;
  return counts;
};

const clean = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim(), (v ?? '').trim()]));

export async function runImport<T, L>(
  db: Db,
  importer: Importer<T, L>,
  records: readonly Record<string, string>[],
  options: ImportOptions,
): Promise<ImportResult> {
  const columns = new Set(Object.keys(records[0] ?? {}).map((c) => c.trim()));
  const missing = importer.required.filter((c) => !columns.has(c));
  if (records.length > 0 && missing.length > 0) {
    const fileError = `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`;
    return { outcomes: [], committed: false, counts: countOf([]), fileError };
  }
  const lookup = await importer.lookup(db);
  const refused: RowOutcome[] = [];
  const accepted: ParsedRow<T>[] = [];
  const seen = new Map<string, number>();
  records.forEach((raw, i) => {
    const row = i + 2;
    const parsed = importer.parse(clean(raw), lookup);
    if (typeof parsed === 'string') {
      refused.push({ row, status: 'refused', key: '', detail: parsed });
      return;
    }
    const earlier = seen.get(parsed.key);
    if (earlier !== undefined) {
      refused.push({
        row,
        status: 'refused',
        key: parsed.key,
        detail: `${parsed.key} is on line ${earlier} already`,
      });
      return;
    }
    seen.set(parsed.key, row);
    accepted.push({ row, key: parsed.key, value: parsed.value });
  });

  const byRow = (a: RowOutcome, b: RowOutcome) => a.row - b.row;
  if (refused.length > 0 && !options.partial) {
    // Nothing is written; the accepted rows are reported as what they would have been checked as.
    const outcomes = [
      ...refused,
      ...accepted.map((r): RowOutcome => ({
        row: r.row,
        status: 'unchanged',
        key: r.key,
        detail: 'not imported',
      })),
    ].sort(byRow);
    return { outcomes, committed: false, counts: countOf(refused) };
  }

  const size = importer.batchSize ?? 1000;
  try {
    const applied = await inTransaction(
      db,
      async (tx) => {
        const outcomes: RowOutcome[] = [];
        for (let i = 0; i < accepted.length; i += size) {
          outcomes.push(
            ...(await importer.apply(tx, accepted.slice(i, i + size), lookup, options.now)),
          );
          options.onProgress?.(Math.min(i + size, accepted.length), accepted.length);
        }
        const dbRefused = outcomes.some((o) => o.status === 'refused');
        if (options.dryRun || (dbRefused && !options.partial)) throw new RollBack(outcomes);
        return outcomes;
      },
      1,
    );
    const outcomes = [...refused, ...applied].sort(byRow);
    return { outcomes, committed: true, counts: countOf(outcomes) };
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    const outcomes = [...refused, ...error.outcomes].sort(byRow);
    return { outcomes, committed: false, counts: countOf(outcomes) };
  }
}

/** 'Y', 'yes', 'true', '1' (any case) are true; '', 'N', 'no', 'false', '0' false; anything else undefined. */
export function yesNo(text: string | undefined): boolean | undefined {
  const t = (text ?? '').trim().toLowerCase();
  if (['y', 'yes', 'true', '1'].includes(t)) return true;
  if (['', 'n', 'no', 'false', '0'].includes(t)) return false;
  return undefined;
}

/** A whole number of points from a cell, or undefined. */
export function wholeNumber(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (!/^-?\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}

/** What a row found by its natural key already holds: the row's id and its values. */
export type Existing<T> = Map<string, T & { id: number }>;

/** Whether every field of `value` equals the stored row's. */
export const sameAs = <T extends object>(value: T, stored: T): boolean =>
  (Object.keys(value) as (keyof T)[]).every((k) => {
    const a = value[k];
    const b = stored[k];
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  });

/**
 * The common apply of an import whose rows are one table's rows found by natural key: a new key is added
 * (the batch's new rows in one insert), a known one is updated when a field differs, else unchanged.
 */
export async function applyByKey<T extends object>(
  rows: readonly ParsedRow<T>[],
  existing: Existing<T>,
  write: {
    insert(values: T[]): Promise<unknown>;
    update(id: number, value: T): Promise<unknown>;
  },
): Promise<RowOutcome[]> {
  const added: T[] = [];
  const outcomes: RowOutcome[] = [];
  for (const { row, key, value } of rows) {
    const found = existing.get(key);
    if (!found) {
      added.push(value);
      outcomes.push({ row, key, status: 'added' });
    } else if (sameAs(value, found)) {
      outcomes.push({ row, key, status: 'unchanged' });
    } else {
      await write.update(found.id, value);
      outcomes.push({ row, key, status: 'updated' });
    }
  }
  if (added.length > 0) await write.insert(added);
  return outcomes;
}
