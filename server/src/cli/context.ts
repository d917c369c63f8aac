import type { Db } from '../db/client.ts';
import type { PasswordCost } from '../security/passwords.ts';

/** What every command works with; tests pass their own database, clock and output. */
export interface CommandContext {
  withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T>;
  now: () => Date;
  out: (line: string) => void;
  /** Standard input read whole (create-admin --password-stdin); tests pass their own. */
  readInput?: () => Promise<string>;
  /** The scrypt cost of a password the command sets (default: the server's); tests pass a cheap one. */
  passwordCost?: PasswordCost;
  /** Set by a command that failed (a refused row, an unknown member). */
  exitCode: number;
}
