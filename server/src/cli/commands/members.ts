import { writeFileSync } from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  accountNames,
  adjustBalance,
  findMemberByCell,
  statementCsv,
} from '../../admin/operations.ts';
import { accountKind } from '../../db/schema.ts';
import { InsufficientPoints } from '../../ledger/ledger.ts';
import type { CommandContext } from '../context.ts';

const points = (text: string) => {
  if (!/^-?\d{1,9}$/.test(text) || Number(text) === 0)
    throw new InvalidArgumentError('a whole number of points other than 0, e.g. 50 or -20');
  return Number(text);
};

const accountOption = () =>
  new Option('--account <account>', 'which balance')
    .choices(Object.keys(accountNames))
    .default('points');

/** Commands on one member: adjust a balance with a reason, export a statement. */
export function registerMemberCommands(program: Command, context: CommandContext): void {
  program
    .command('adjust')
    .description("move points into or out of a member's balance, with a reason on their statement")
    .requiredOption('--member <cellNum>', "the member's cell number")
    .requiredOption('--points <n>', 'points to add (negative: to take away)', points)
    .requiredOption('--reason <text>', 'what the member reads on their statement')
    .addOption(accountOption())
    .option('--reference <id>', 'makes the adjustment happen once, however often it is run')
    .action(
      async (o: {
        member: string;
        points: number;
        reason: string;
        account: string;
        reference?: string;
      }) => {
        await context.withDatabase(async (db) => {
          const member = await findMemberByCell(db, o.member);
          if (!member) {
            context.out(`No member has cell number ${o.member}.`);
            context.exitCode = 1;
            return;
          }
          const kind = accountNames[o.account] ?? accountKind.redeemable;
          try {
            const adjusted = await adjustBalance(db, {
              memberId: member.id,
              kind,
              points: o.points,
              reason: o.reason.trim(),
              ...(o.reference ? { reference: o.reference } : {}),
              now: context.now(),
              actor: { kind: 'cli' },
            });
            context.out(
              adjusted === undefined
                ? `Reference ${o.reference ?? ''} was used before: nothing changed.`
                : `${member.firstname} ${member.surname} (${member.cellNational}): ${o.points > 0 ? '+' : ''}${o.points} points (${o.account}), '${o.reason.trim()}' (transfer ${adjusted.transferId}).`,
            );
          } catch (error) {
            if (!(error instanceof InsufficientPoints)) throw error;
            context.out(
              `Refused: the ${o.account} balance has ${error.available} points; the adjustment takes ${error.needed}. Nothing changed.`,
            );
            context.exitCode = 1;
          }
        });
      },
    );

  program
    .command('statement')
    .description("export a member's statement as CSV (newest first, with the balance)")
    .requiredOption('--member <cellNum>', "the member's cell number")
    .addOption(accountOption())
    .option('--out <file>', 'write to this file instead of the screen')
    .action(async (o: { member: string; account: string; out?: string }) => {
      await context.withDatabase(async (db) => {
        const member = await findMemberByCell(db, o.member);
        if (!member) {
          context.out(`No member has cell number ${o.member}.`);
          context.exitCode = 1;
          return;
        }
        const { csv, rows, balance } = await statementCsv(
          db,
          member.id,
          accountNames[o.account] ?? accountKind.redeemable,
        );
        if (o.out) {
          writeFileSync(o.out, `${csv}\r\n`);
          context.out(
            `${member.firstname} ${member.surname}: ${rows} entries, balance ${balance}, written to ${o.out}.`,
          );
        } else context.out(csv);
      });
    });
}
