import { operationsMessages, validateBudgetGrant } from '@plaudit/domain';
import type { Command } from 'commander';
import { grantBudgetsIn } from '../../admin/budgets.ts';
import { commandLineChange, findMemberByCell } from '../../admin/operations.ts';
import { Refusal } from '../../refusals.ts';
import type { CommandContext } from '../context.ts';

/** A budget grant from the command line: the console's service, audited as the command line's. */
export function registerBudgetCommands(program: Command, context: CommandContext): void {
  program
    .command('grant-budget')
    .description(
      "grant a manager's recognition budget, or every manager's of a division, from the programme's funding",
    )
    .option('--member <cellNum>', "the manager's cell number")
    .option('--division <code>', 'every manager of this division')
    .requiredOption('--points <n>', 'points for each manager')
    .requiredOption('--reason <text>', 'why (the managers read it on their management statement)')
    .action(async (o: { member?: string; division?: string; points: string; reason: string }) => {
      const points = /^\d{1,9}$/.test(o.points) ? Number(o.points) : Number.NaN;
      const issues = validateBudgetGrant({
        memberId: o.member === undefined ? undefined : 0,
        divisionCode: o.division,
        points,
        reason: o.reason,
      });
      const first = Object.values(issues)[0];
      if (first !== undefined) {
        context.out(first);
        context.exitCode = 1;
        return;
      }
      await context.withDatabase(async (db) => {
        let target: { memberId: number } | { divisionCode: string };
        if (o.member !== undefined) {
          const member = await findMemberByCell(db, o.member);
          if (!member) {
            context.out(`No member has cell number ${o.member}.`);
            context.exitCode = 1;
            return;
          }
          target = { memberId: member.id };
        } else target = { divisionCode: o.division ?? '' };
        try {
          const granted = await commandLineChange(db, (tx) =>
            grantBudgetsIn(tx, {
              target,
              points,
              reason: o.reason.trim(),
              now: context.now(),
              actor: { kind: 'cli' },
            }),
          );
          context.out(operationsMessages.granted(points, granted.managers.length));
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          context.out(error.message);
          context.exitCode = 1;
        }
      });
    });
}
