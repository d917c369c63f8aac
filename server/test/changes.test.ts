import { awardRefusals } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { ChangeFeed, write, type Change, type Store } from '../src/db/changes.ts';
import type { Db, Tx } from '../src/db/client.ts';
import { inTransaction } from '../src/db/transaction.ts';

/** What happened, in order: the work's own steps and what the feed's listener heard. */
function recorder() {
  const events: string[] = [];
  const changes = new ChangeFeed();
  changes.listen((change: Change) =>
    events.push(typeof change === 'string' ? `heard ${change}` : `heard basket ${change.basketOf}`),
  );
  return { events, changes };
}

/**
 * A database whose transactions run the callback and then "commit" (recorded), failing the first
 * `failures` attempts with the given SQLSTATE the way PostgreSQL ends a transaction.
 */
function fakeDb(events: string[], failures = 0, code = '40001'): Db {
  let attempts = 0;
  const tx = {} as Tx;
  const db: Pick<Db, 'transaction'> = {
    transaction: async <T>(run: (tx: Tx) => Promise<T>): Promise<T> => {
      attempts += 1;
      const result = await run(tx);
      if (attempts <= failures) {
        events.push('rolled back');
        throw Object.assign(new Error('could not serialize access'), { code });
      }
      events.push('committed');
      return result;
    },
  };
  // Only `transaction` is used by the code under test.
  return db as Db;
}

const storeOf = (db: Db, changes: ChangeFeed): Store => ({ db, changes });

describe('the feed of committed changes', () => {
  it('tells the listeners what a transaction changed once it has committed, not before', async () => {
    const { events, changes } = recorder();
    const answer = await inTransaction(
      storeOf(fakeDb(events), changes),
      ['members', 'messages'],
      async () => {
        events.push('wrote');
        return 42;
      },
    );
    expect(answer).toBe(42);
    expect(events).toEqual(['wrote', 'committed', 'heard members', 'heard messages']);
  });

  it('tells nobody of a transaction that was refused (nothing was changed)', async () => {
    const { events, changes } = recorder();
    await expect(
      inTransaction(storeOf(fakeDb(events), changes), ['members'], async () => {
        events.push('wrote');
        throw new Error(awardRefusals.budgetShort(40, 100));
      }),
    ).rejects.toThrow(awardRefusals.budgetShort(40, 100));
    expect(events).toEqual(['wrote']);
  });

  it('runs a transaction again after a serialization failure and tells the listeners once', async () => {
    const { events, changes } = recorder();
    await inTransaction(storeOf(fakeDb(events, 2), changes), ['messages'], async () => {
      events.push('wrote');
    });
    expect(events).toEqual([
      'wrote',
      'rolled back',
      'wrote',
      'rolled back',
      'wrote',
      'committed',
      'heard messages',
    ]);
  });

  it('does not run a transaction again after any other failure', async () => {
    const { events, changes } = recorder();
    await expect(
      inTransaction(storeOf(fakeDb(events, 1, '23505'), changes), ['members'], async () => {
        events.push('wrote');
      }),
    ).rejects.toThrow('could not serialize');
    expect(events).toEqual(['wrote', 'rolled back']);
  });

  it('tells the listeners after a one-statement write returns, and nothing when it throws', async () => {
    const { events, changes } = recorder();
    const store = storeOf(fakeDb(events), changes);
    await write(store, [{ basketOf: 7 }], async () => {
      events.push('wrote');
    });
    await expect(
      write(store, ['catalogue'], async () => {
        throw new Error('This product is no longer available.');
      }),
    ).rejects.toThrow('no longer available');
    expect(events).toEqual(['wrote', 'heard basket 7']);
  });
});
