import type { Command } from 'commander';
import { FulfilmentRefused, refundOrderLine } from '../../shop/fulfilment.ts';
import type { CommandContext } from '../context.ts';

/** The shop's one-off operations. */
export function registerShopCommands(program: Command, context: CommandContext): void {
  program
    .command('refund-line')
    .description(
      'refund a pending order line: its points return to the member through the ledger and its codes to the pool',
    )
    .requiredOption('--line <id>', 'the order line (memberOrderItemId)')
    .action(async (o: { line: string }) => {
      const id = Number(o.line);
      if (!Number.isSafeInteger(id) || id <= 0) {
        context.out(`--line ${o.line} is not an order line id.`);
        context.exitCode = 1;
        return;
      }
      try {
        const refund = await context.withDatabase((db) => refundOrderLine(db, id, context.now()));
        context.out(
          `Order line ${id} refunded: ${refund.points} points returned; the order's status is now ${refund.orderStatusId}.`,
        );
      } catch (error) {
        if (!(error instanceof FulfilmentRefused)) throw error;
        context.out(error.message);
        context.exitCode = 1;
      }
    });
}
