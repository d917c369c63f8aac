import type { Database } from './client.ts';
import { isEmpty, seedDemo } from './seed.ts';
import type { PasswordCost } from '../security/passwords.ts';
import { defaultPasswordCost } from '../security/passwords.ts';
import { defaultProgrammeName } from '../settings.ts';

/** The advisory lock a server holds while it migrates and seeds ('plaudit prep'). */
export const prepareLockKey = 0x706c_7072_6570n;

/**
 * Migrates, then seeds the demo programme when the database is empty. Returns whether it seeded. Several
 * processes starting at once on one database (servers behind a load balancer, a deploy) take turns under
 * an advisory lock: the first migrates and seeds, the others find it done.
 */
export async function prepareDatabase(
  database: Database,
  options: { seed: boolean; now?: Date; passwordCost?: PasswordCost; programmeName?: string },
): Promise<boolean> {
  return database.exclusively(prepareLockKey, async () => {
    await database.migrate();
    if (!options.seed || !(await isEmpty(database.db))) return false;
    await seedDemo(database.db, {
      now: options.now ?? new Date(),
      passwordCost: options.passwordCost ?? defaultPasswordCost,
      programmeName: options.programmeName ?? defaultProgrammeName,
    });
    return true;
  });
}
