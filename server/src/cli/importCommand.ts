import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { importJobMessages, importMessages } from '@plaudit/domain';
import { SingleBar, Presets } from 'cli-progress';
import type { Command } from 'commander';
import { CsvFileError, csvBatches, type CsvReading } from '../admin/csvFile.ts';
import {
  runImport,
  writeImportAudit,
  type Importer,
  type ImportResult,
} from '../admin/framework.ts';
import type { CommandContext } from './context.ts';

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
  const many = result.total > (options.quietAbove ?? 1000);
  for (const o of result.outcomes) {
    if (many && o.status !== 'refused') continue;
    const said = [
      o.detail,
      o.orderLine && importJobMessages.orderLineReached(o.orderLine, options.dryRun === true),
    ].filter(Boolean);
    const detail = said.length > 0 ? ` (${said.join('; ')})` : '';
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
      options.partial
        ? `${summary}. Nothing was written: every row is refused.`
        : `${summary}. Nothing was written: fix the refused rows, or import the others with --partial.`,
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
      const reading: CsvReading = { bytesRead: 0, bytesTotal: statSync(file).size };
      const started = Date.now();
      // The file is read as it is imported: the bar follows its bytes while the rows are checked, then
      // the accepted rows as they are applied.
      const bar =
        reading.bytesTotal > 64 * 1024 && process.stderr.isTTY
          ? new SingleBar(
              { stream: process.stderr, etaBuffer: 20, format: '{bar} {percentage}% | {phase}' },
              Presets.shades_classic,
            )
          : undefined;
      bar?.start(100, 0, { phase: 'checking' });
      const settings = { dryRun: values.dryRun === true, partial: values.partial === true };
      const fileName = basename(file);
      let result: ImportResult;
      try {
        result = await context.withDatabase((db) =>
          runImport(db, importer, csvBatches(file, reading), {
            ...settings,
            now: context.now(),
            actor: { kind: 'cli' },
            reason: importMessages.cliAuditReason(fileName),
            onProgress: (p) =>
              bar?.update(
                Math.floor(
                  p.phase === 'checking'
                    ? (100 * reading.bytesRead) / Math.max(reading.bytesTotal, 1)
                    : (100 * p.rowsApplied) / Math.max(p.rowsToApply ?? 1, 1),
                ),
                { phase: p.phase },
              ),
            beforeCommit: (tx, done) =>
              writeImportAudit(tx, {
                actor: { kind: 'cli' },
                now: context.now(),
                reason: importMessages.cliAuditReason(fileName),
                importer: importer.name,
                fileName,
                result: done,
                acceptedOnly: settings.partial,
              }),
          }),
        );
      } catch (error) {
        bar?.stop();
        if (!(error instanceof CsvFileError)) throw error;
        context.out(`${importer.name}: ${error.message}`);
        context.exitCode = 1;
        return;
      }
      bar?.stop();
      if (result.total === 0 && !result.fileError) {
        context.out(`${importer.name}: ${importMessages.fileEmpty}`);
        context.exitCode = 1;
        return;
      }
      context.exitCode = printImport(importer.name, result, settings, context.out);
      context.out(
        `${result.total} row${result.total === 1 ? '' : 's'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  );
}
