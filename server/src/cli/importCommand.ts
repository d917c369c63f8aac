import { readFileSync } from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import type { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import { runImport, type Importer, type ImportResult } from '../admin/framework.ts';
import type { CommandContext } from './context.ts';

/** Reads a CSV file with a heading row (UTF-8, a byte-order mark allowed) into records by column. */
export function readCsv(path: string): Record<string, string>[] {
  return parseCsv(readFileSync(path));
}

/** A CSV file's bytes as records by column, as the command line reads them (the console reads uploads so). */
export function parseCsv(bytes: Buffer): Record<string, string>[] {
  return parse(bytes, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
}

/** Prints an import's per-row report and summary; returns the process's exit code. */
export function printImport(
  name: string,
  result: ImportResult,
  options: { dryRun?: boolean; partial?: boolean; quietAbove?: number },
  out: (line: string) => void,
): number {
  if (result.fileError) {
    out(`${name}: ${result.fileError} Nothing was imported.`);
    return 1;
  }
  const many = result.outcomes.length > (options.quietAbove ?? 1000);
  for (const o of result.outcomes) {
    if (many && o.status !== 'refused') continue;
    const detail = o.detail ? ` (${o.detail})` : '';
    out(
      o.status === 'refused'
        ? `line ${o.row}: refused: ${o.detail ?? ''}`
        : `line ${o.row}: ${o.status} ${o.key}${detail}`,
    );
  }
  const c = result.counts;
  const summary = `${name}: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged, ${c.refused} refused`;
  if (options.dryRun) out(`${summary}. Dry run: nothing was written.`);
  else if (!result.committed)
    out(
      `${summary}. Nothing was written: fix the refused rows, or import the others with --partial.`,
    );
  else out(`${summary}. Written.`);
  return c.refused > 0 && !result.committed ? 1 : 0;
}

/** What an import command's own options (beyond --dry-run and --partial) hold. */
export type ImportOptionValues = Readonly<Record<string, string | boolean | undefined>>;

/** An importer, or one made for the command's options and file (products: the images folder). */
export type ImporterFor<T, L> =
  Importer<T, L> | ((options: ImportOptionValues, file: string) => Importer<T, L>);

/** Registers one `import-<name> <file>` command, with any options of its own. */
export function importCommand<T, L>(
  program: Command,
  context: CommandContext,
  importerFor: ImporterFor<T, L>,
  description: string,
  options: readonly { flags: string; description: string }[] = [],
): void {
  const make = (values: ImportOptionValues, file: string) =>
    typeof importerFor === 'function' ? importerFor(values, file) : importerFor;
  const sample = make({}, '.');
  const columns = [...sample.required, ...(sample.optional ?? []).map((c) => `[${c}]`)].join(', ');
  const command = program
    .command(`import-${sample.name}`)
    .description(description)
    .argument('<file>', `a CSV file with a heading row: ${columns}`)
    .option('--dry-run', 'check and report every row, write nothing')
    .option('--partial', 'import the accepted rows even when some are refused');
  for (const o of options) command.option(o.flags, o.description);
  command.action(
    async (file: string, values: ImportOptionValues & { dryRun?: boolean; partial?: boolean }) => {
      const importer = make(values, file);
      const records = readCsv(file);
      const started = Date.now();
      const bar =
        records.length > 1000 && process.stderr.isTTY
          ? new SingleBar({ stream: process.stderr, etaBuffer: 20 }, Presets.shades_classic)
          : undefined;
      bar?.start(records.length, 0);
      const settings = { dryRun: values.dryRun === true, partial: values.partial === true };
      const result = await context.withDatabase((db) =>
        runImport(db, importer, records, {
          ...settings,
          now: context.now(),
          onProgress: (done) => bar?.update(done),
        }),
      );
      bar?.stop();
      context.exitCode = printImport(importer.name, result, settings, context.out);
      context.out(
        `${records.length} row${records.length === 1 ? '' : 's'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  );
}
