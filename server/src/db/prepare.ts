import type { Database } from './client.ts';
import { isEmpty, seedDemo } from './seed.ts';
import type { PasswordCost } from '../security/passwords.ts';
import { defaultPasswordCost } from '../security/passwords.ts';

/** Migrates, then seeds the demo programme when the database is empty. Returns whether it seeded. */
export async function prepareDatabase(
  database: Database,
  options: { seed: boolean; now?: Date; passwordCost?: PasswordCost },
): Promise<boolean> {
  await database.migrate();
  if (!options.seed || !(await isEmpty(database.db))) return false;
  await seedDemo(database.db, {
    now: options.now ?? new Date(),
    passwordCost: options.passwordCost ?? defaultPasswordCost,
  });
  return true;
}
