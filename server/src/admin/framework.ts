import { importMessages, type ImportJobPhase } from '@plaudit/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { audit, type Actor } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { clean, nulColumn, refusedRowKey } from './cells.ts';
import { serverTexts } from '../i18n/messages.ts';

/**
 * The admin imports' common shape: every row is checked first (nothing written), then the accepted rows
 * are applied in batches inside one transaction. A file is all-or-nothing: one refused row and nothing is
 * written, unless `partial`, when the accepted rows are. `dryRun` does the whole import and rolls it back,
 * so its report is exactly what a real run would do. Rows are found by their natural key, so importing a
 * file twice changes nothing the second time.
 *
 * The rows come as a stream of batches (the file parsed as it is read, csvFile.ts), and between batches
 * the event loop gets its turn, so a file of a million rows keeps the server answering. Rows that change
 * a member's roles or issue points write their audit rows (before and after) as they are applied.
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
  /** The waiting order line a voucher code went to: fulfilled, or held while it waits for more codes. */
  readonly orderLine?: OrderLineReached;
}

/** An order line as an import's report names it: its order's number and its product. */
export interface OrderLineReached {
  readonly orderNum: string;
  readonly product: string;
  /** Whether the line now has every code it needs (dispatched), or still waits for more. */
  readonly fulfilled: boolean;
}

export interface ParsedRow<T> {
  readonly row: number;
  readonly key: string;
  readonly value: T;
}

/** What an import's apply knows of the run: when, who, and why (the audit rows' reason). */
export interface ApplyContext {
  readonly now: Date;
  readonly actor: Actor;
  /** The reason of the audit rows the rows write ('CSV import of members.csv from the console'). */
  readonly reason: string;
}

/** What an import knows of the database before checking rows (division codes, cluster regions). */
export interface Importer<T, Lookup> {
  /** The command's name ('members'). */
  readonly name: string;
  /** Columns every file must have. */
  readonly required: readonly string[];
  /** Columns it may have. */
  readonly optional?: readonly string[];
  /**
   * The columns whose cells identify a row (its natural key as the file writes it): a row refused before
   * its key is known is reported by these cells, joined by '/' as the keys are.
   */
  readonly keyColumns: readonly string[];
  /** Reads what the rows are checked against, once per file. */
  lookup(db: Db | Tx): Promise<Lookup>;
  /** Checks one row: its value and natural key, or the reason it is refused. */
  parse(
    record: Readonly<Record<string, string>>,
    lookup: Lookup,
  ): { key: string; value: T } | string;
  /** Writes a batch of accepted rows and says what happened to each (refusing any it cannot take). */
  apply(
    tx: Tx,
    rows: readonly ParsedRow<T>[],
    lookup: Lookup,
    context: ApplyContext,
  ): Promise<RowOutcome[]>;
  /** Rows per batch. @default 1000 */
  readonly batchSize?: number;
}

/** How far an import has come (the console's job shows it; the command line's progress bar). */
export interface ImportProgress {
  readonly phase: ImportJobPhase;
  readonly rowsRead: number;
  readonly rowsChecked: number;
  readonly rowsApplied: number;
  /** The file's rows, once it is read to its end. */
  readonly rowsTotal: number | null;
  /** The accepted rows to apply, once every row is checked. */
  readonly rowsToApply: number | null;
}

export interface ImportOptions {
  readonly dryRun?: boolean;
  readonly partial?: boolean;
  readonly now: Date;
  /** Who imports: the audit rows' actor. @default the command line */
  readonly actor?: Actor;
  /** The audit rows' reason. @default a command line import of the importer's rows */
  readonly reason?: string;
  /** Called after each batch checked or applied. */
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Stops the import between batches (the server shutting down): nothing is written. */
  readonly signal?: AbortSignal;
  /**
   * How many outcomes of each kind the result keeps (a very large file's report lists only some; the
   * counts count every row). @default every one
   */
  readonly keep?: { readonly refused: number; readonly others: number };
  /** Runs in the import's transaction just before it commits (what must be written with the rows). */
  readonly beforeCommit?: (tx: Tx, result: ImportResult) => Promise<void>;
}

export interface ImportResult {
  /** The outcomes kept (every one unless `keep` says otherwise), by line. */
  readonly outcomes: RowOutcome[];
  /** Whether the changes were kept (false: a dry run, a refused row without --partial, nothing accepted). */
  readonly committed: boolean;
  /** Every row's outcome counted, kept or not. */
  readonly counts: Record<RowStatus, number>;
  /** The file's rows. */
  readonly total: number;
  /** A file-level refusal (a missing column): no row was looked at. */
  readonly fileError?: string;
}

/** The rows of a file: all at once, or batch by batch as the file is read. */
export type RecordSource =
  readonly Record<string, string>[] | AsyncIterable<readonly Record<string, string>[]>;

class RollBack extends Error {
  constructor() {
    super('rolled back');
  }
}

/** Outcomes counted, and kept up to a number of each kind. */
class Outcomes {
  readonly counts: Record<RowStatus, number> = { added: 0, updated: 0, unchanged: 0, refused: 0 };
  private readonly refused: RowOutcome[] = [];
  private readonly others: RowOutcome[] = [];

  constructor(private readonly keep: { refused: number; others: number }) {}

  add(outcome: RowOutcome): void {
    this.counts[outcome.status] += 1;
    const list = outcome.status === 'refused' ? this.refused : this.others;
    if (list.length < (outcome.status === 'refused' ? this.keep.refused : this.keep.others))
      list.push(outcome);
  }

  /** The outcomes kept, by line. */
  kept(): RowOutcome[] {
    return [...this.refused, ...this.others].sort((a, b) => a.row - b.row);
  }
}

/** The required columns a file's heading lacks (none: an empty list). */
export const missingColumns = (
  importer: Pick<Importer<unknown, unknown>, 'required'>,
  record: Readonly<Record<string, string>> | undefined,
): string[] => {
  const columns = new Set(Object.keys(record ?? {}).map((c) => c.trim()));
  return importer.required.filter((c) => !columns.has(c));
};

/** Why a file is refused whole: the columns it lacks. */
export const lacksColumns = (missing: readonly string[]): string =>
  serverTexts.lacksColumns(missing.length, missing.join(', '));

async function* batchesOf(source: RecordSource): AsyncIterable<readonly Record<string, string>[]> {
  if (!Array.isArray(source)) {
    yield* source as AsyncIterable<readonly Record<string, string>[]>;
    return;
  }
  for (let i = 0; i < source.length; i += 1000) {
    yield source.slice(i, i + 1000);
    await nextTurn();
  }
}

export async function runImport<T, L>(
  db: Db,
  importer: Importer<T, L>,
  source: RecordSource,
  options: ImportOptions,
): Promise<ImportResult> {
  const outcomes = new Outcomes({
    refused: options.keep?.refused ?? Number.POSITIVE_INFINITY,
    others: options.keep?.others ?? Number.POSITIVE_INFINITY,
  });
  const progress = {
    phase: 'checking' as ImportJobPhase,
    rowsRead: 0,
    rowsChecked: 0,
    rowsApplied: 0,
    rowsTotal: null as number | null,
    rowsToApply: null as number | null,
  };
  const report = () => options.onProgress?.({ ...progress });
  let lookup: L | undefined;
  const accepted: ParsedRow<T>[] = [];
  const seen = new Map<string, number>();
  for await (const batch of batchesOf(source)) {
    options.signal?.throwIfAborted();
    if (lookup === undefined) {
      const missing = missingColumns(importer, batch[0]);
      if (batch.length > 0 && missing.length > 0) {
        const fileError = lacksColumns(missing);
        return { outcomes: [], committed: false, counts: outcomes.counts, total: 0, fileError };
      }
      lookup = await importer.lookup(db);
    }
    progress.rowsRead += batch.length;
    for (const raw of batch) {
      const row = progress.rowsChecked + 2;
      progress.rowsChecked += 1;
      const record = clean(raw);
      const nul = nulColumn(record);
      const parsed =
        nul === undefined ? importer.parse(record, lookup) : importMessages.nulInCell(nul);
      if (typeof parsed === 'string') {
        outcomes.add({
          row,
          status: 'refused',
          key: refusedRowKey(importer.keyColumns, record),
          detail: parsed,
        });
        continue;
      }
      const earlier = seen.get(parsed.key);
      if (earlier !== undefined) {
        outcomes.add({
          row,
          status: 'refused',
          key: parsed.key,
          detail: serverTexts.keyOnLineAlready(parsed.key, String(earlier)),
        });
        continue;
      }
      seen.set(parsed.key, row);
      accepted.push({ row, key: parsed.key, value: parsed.value });
    }
    report();
  }
  seen.clear();
  const total = progress.rowsChecked;
  progress.rowsTotal = total;
  progress.rowsToApply = accepted.length;
  report();

  if (outcomes.counts.refused > 0 && !options.partial) {
    // Nothing is written; the accepted rows are reported as what they would have been checked as.
    for (const r of accepted)
      outcomes.add({ row: r.row, status: 'unchanged', key: r.key, detail: 'not imported' });
    const counts = { added: 0, updated: 0, unchanged: 0, refused: outcomes.counts.refused };
    return { outcomes: outcomes.kept(), committed: false, counts, total };
  }
  if (accepted.length === 0 || lookup === undefined)
    return { outcomes: outcomes.kept(), committed: false, counts: outcomes.counts, total };

  progress.phase = 'applying';
  report();
  const size = importer.batchSize ?? 1000;
  const context: ApplyContext = {
    now: options.now,
    actor: options.actor ?? { kind: 'cli' },
    reason: options.reason ?? importMessages.cliAuditReason(importer.name),
  };
  const known = lookup;
  let committed = false;
  try {
    await inTransaction(
      db,
      [],
      async (tx) => {
        for (let i = 0; i < accepted.length; i += size) {
          options.signal?.throwIfAborted();
          for (const o of await importer.apply(tx, accepted.slice(i, i + size), known, context))
            outcomes.add(o);
          progress.rowsApplied = Math.min(i + size, accepted.length);
          report();
        }
        // Without partial no row was refused when checked: a refusal now is the database's (apply's).
        // With partial, a file whose every row was refused in the end has nothing to keep either.
        const { added, updated, unchanged, refused } = outcomes.counts;
        if (
          options.dryRun ||
          (refused > 0 && !options.partial) ||
          added + updated + unchanged === 0
        )
          throw new RollBack();
        await options.beforeCommit?.(tx, {
          outcomes: outcomes.kept(),
          committed: true,
          counts: outcomes.counts,
          total,
        });
      },
      // Progress reported as the rows went in cannot be taken back: a failed import is run again by hand.
      { attempts: 1 },
    );
    committed = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return { outcomes: outcomes.kept(), committed, counts: outcomes.counts, total };
}

/**
 * An applied import's own audit row ('csv.import': the importer, the file, its rows and their counts), in
 * the import's transaction, beside the rows' own (roles changed, points issued).
 */
export async function writeImportAudit(
  tx: Tx,
  file: {
    readonly actor: Actor;
    readonly now: Date;
    readonly reason: string;
    readonly importer: string;
    readonly fileName: string;
    readonly result: ImportResult;
    readonly acceptedOnly: boolean;
  },
): Promise<void> {
  await audit(tx, {
    at: file.now,
    actor: file.actor,
    action: 'csv.import',
    targetMemberId: null,
    before: null,
    after: {
      importer: file.importer,
      fileName: file.fileName,
      rows: file.result.total,
      ...file.result.counts,
      acceptedOnly: file.acceptedOnly,
    },
    reason: file.reason,
  });
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
