import type { Db } from '../db/client.ts';

/** What every command works with; tests pass their own database, clock and output. */
export interface CommandContext {
  withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T>;
  now: () => Date;
  out: (line: string) => void;
  /** Set by a command that failed (a refused row, an unknown member). */
  exitCode: number;
}
