import type { Command } from 'commander';
import { runJobs } from '../../jobs/jobs.ts';
import { checkLedger } from '../../ledger/ledger.ts';
import { parseAnniversaryPoints, resolveSettings } from '../../settings.ts';
import type { CommandContext } from '../context.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The invariant check and the periodic jobs. */
export function registerLedgerCommands(program: Command, context: CommandContext): void {
  program
    .command('check-ledger')
    .description(
      'check the ledger: every transfer sums to zero, every balance is its entries, no member balance below zero',
    )
    .action(async () => {
      const report = await context.withDatabase((db) => checkLedger(db));
      for (const t of report.unbalancedTransfers)
        context.out(`transfer ${t.transferId}: ${t.entries} entries sum to ${t.sum}`);
      for (const a of report.mismatchedAccounts)
        context.out(`account ${a.accountId}: balance ${a.balance}, entries ${a.entries}`);
      for (const a of report.negativeMemberAccounts)
        context.out(`account ${a.accountId}: balance ${a.balance} below zero`);
      context.out(report.ok ? 'The ledger is consistent.' : 'The ledger is NOT consistent.');
      if (!report.ok) context.exitCode = 1;
    });

  program
    .command('run-jobs')
    .description(
      "run the periodic jobs for a day: last month's allowance expiry, this month's allowance, the day's birthdays and work anniversaries (each once per period)",
    )
    .option(
      '--date <YYYY-MM-DD>',
      'the day to run them for (the programme time zone); default today',
    )
    .action(async (o: { date?: string }) => {
      const env = process.env;
      const anniversaryPoints = parseAnniversaryPoints(env.ANNIVERSARY_POINTS ?? '');
      if ('problem' in anniversaryPoints) {
        context.out(`ANNIVERSARY_POINTS: ${String(anniversaryPoints.problem)}.`);
        context.exitCode = 1;
        return;
      }
      const settings = resolveSettings(false, {
        ...(env.TIME_ZONE ? { timeZone: env.TIME_ZONE } : {}),
        ...(env.PAY_IT_FORWARD_ALLOWANCE
          ? { payItForwardAllowance: Number(env.PAY_IT_FORWARD_ALLOWANCE) }
          : {}),
        ...(env.BIRTHDAY_POINTS ? { birthdayPoints: Number(env.BIRTHDAY_POINTS) } : {}),
        anniversaryPoints,
        ...(env.PROGRAMME_NAME ? { programmeName: env.PROGRAMME_NAME } : {}),
      });
      let at = context.now();
      if (o.date !== undefined) {
        if (!dayPattern.test(o.date)) {
          context.out(`--date ${o.date} is not a day such as 2026-12-01.`);
          context.exitCode = 1;
          return;
        }
        // Noon UTC of that day is that day in every programme time zone from UTC-11 to UTC+11.
        at = new Date(`${o.date}T12:00:00Z`);
        if (Number.isNaN(at.getTime())) {
          context.out(`--date ${o.date} is not a day.`);
          context.exitCode = 1;
          return;
        }
      }
      const reports = await context.withDatabase((db) => runJobs(db, settings, at));
      for (const r of reports)
        context.out(`${r.job} ${r.period}: ${r.ran ? r.summary : `done before (${r.summary})`}`);
    });
}
