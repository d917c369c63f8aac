import { Command, type OutputConfiguration } from 'commander';
import type { Db } from '../db/client.ts';
import { registerBudgetCommands } from './commands/budgets.ts';
import { registerCreateAdmin } from './commands/createAdmin.ts';
import { registerImports } from './commands/imports.ts';
import { registerLedgerCommands } from './commands/ledger.ts';
import { registerMemberCommands } from './commands/members.ts';
import { registerShopCommands } from './commands/shop.ts';
import { registerWhatsAppCommands } from './commands/whatsapp.ts';
import type { CommandContext } from './context.ts';
import { openAdminDatabase } from './database.ts';

/**
 * `npm run admin -- <command>`: the programme's command line (server/README.md). Each command lives in
 * commands/; a new one is a function registering it here.
 */
export function buildProgram(context: CommandContext, output?: OutputConfiguration): Command {
  const program = new Command('admin')
    .description(
      'Run the Plaudit programme: imports from CSV, balance adjustments, statements, the ledger check and the periodic jobs.\n' +
        'Uses DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR (./data; stop the server first).',
    )
    .showHelpAfterError()
    .exitOverride();
  // Before the commands are added: they copy the output and exit settings.
  if (output) program.configureOutput(output);
  registerImports(program, context);
  registerMemberCommands(program, context);
  registerLedgerCommands(program, context);
  registerShopCommands(program, context);
  registerBudgetCommands(program, context);
  registerCreateAdmin(program, context);
  registerWhatsAppCommands(program, context);
  return program;
}

/** A context on the real database, opened once for the command and closed after it. */
export function processContext(): CommandContext {
  return {
    withDatabase: async <T>(run: (db: Db) => Promise<T>) => {
      const database = await openAdminDatabase();
      try {
        return await run(database.db);
      } finally {
        await database.close();
      }
    },
    now: () => new Date(),
    out: (line) => console.log(line),
    exitCode: 0,
  };
}
