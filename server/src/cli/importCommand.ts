import { readFileSync } from 'node:fs';
import { SingleBar, Presets } from 'cli-progress';
import type { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import { runImport, type Importer, type ImportResult } from '../admin/framework.ts';
import type { CommandContext } from './context.ts';

/** Reads a CSV file with a heading row (UTF-8, a byte-order mark allowed) into records by column. */
export function readCsv(path: string): Record<string, string>[] {
  return parse(readFileSync(path), {
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

/** Registers one `import-<name> <file>` command. */
export function importCommand<T, L>(
  program: Command,
  context: CommandContext,
  importer: Importer<T, L>,
  description: string,
): void {
  const columns = [...importer.required, ...(importer.optional ?? []).map((c) => `[${c}]`)].join(
    ', ',
  );
  program
    .command(`import-${importer.name}`)
    .description(description)
    .argument('<file>', `a CSV file with a heading row: ${columns}`)
    .option('--dry-run', 'check and report every row, write nothing')
    .option('--partial', 'import the accepted rows even when some are refused')
    .action(async (file: string, options: { dryRun?: boolean; partial?: boolean }) => {
      const records = readCsv(file);
      const started = Date.now();
      const bar =
        records.length > 1000 && process.stderr.isTTY
          ? new SingleBar({ stream: process.stderr, etaBuffer: 20 }, Presets.shades_classic)
          : undefined;
      bar?.start(records.length, 0);
      const result = await context.withDatabase((db) =>
        runImport(db, importer, records, {
          ...options,
          now: context.now(),
          onProgress: (done) => bar?.update(done),
        }),
      );
      bar?.stop();
      context.exitCode = printImport(importer.name, result, options, context.out);
      context.out(
        `${records.length} row${records.length === 1 ? '' : 's'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    });
}
