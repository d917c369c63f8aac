import type { Command } from 'commander';
import { fulfilmentMessages, validateOperationReason } from '@plaudit/domain';
import { Refusal } from '../../refusals.ts';
import { defaultProgrammeName } from '../../settings.ts';
import { commandLineRefundReason, refundOrderLine } from '../../shop/fulfilment.ts';
import type { CommandContext } from '../context.ts';

/** The shop's one-off operations. */
export function registerShopCommands(program: Command, context: CommandContext): void {
  program
    .command('refund-line')
    .description(
      'refund a pending order line: its points return to the member through the ledger and its codes to the pool',
    )
    .requiredOption('--line <id>', 'the order line (memberOrderItemId)')
    .option('--reason <text>', 'why, for the audit log', commandLineRefundReason)
    .action(async (o: { line: string; reason: string }) => {
      const id = Number(o.line);
      if (!Number.isSafeInteger(id) || id <= 0) {
        context.out(`--line ${o.line} is not an order line id.`);
        context.exitCode = 1;
        return;
      }
      try {
        const reasonIssues = validateOperationReason(o.reason);
        if (reasonIssues.reason) {
          context.out(`--reason: ${reasonIssues.reason}`);
          context.exitCode = 1;
          return;
        }
        const refund = await context.withDatabase((db) =>
          refundOrderLine(db, id, context.now(), {
            actor: { kind: 'cli' },
            reason: o.reason.trim(),
            programmeName: process.env.PROGRAMME_NAME ?? defaultProgrammeName,
          }),
        );
        context.out(
          `Order line ${id} refunded: ${refund.points} points returned; the order's status is now ${refund.orderStatusId}.`,
        );
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        // The command line names the line it was given (the console shows the line it was clicked on).
        context.out(
          error.kind === 'notFound'
            ? fulfilmentMessages.lineNotFound(id)
            : fulfilmentMessages.lineNotPending(id),
        );
        context.exitCode = 1;
      }
    });
}
