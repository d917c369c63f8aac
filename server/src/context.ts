import type { SessionStore } from './auth/sessions.ts';
import type { Db } from './db/client.ts';
import type { MemberDataCache } from './members/cache.ts';
import type { MemberListRows } from './members/listRows.ts';
import type { Dispatcher } from './outbox/dispatcher.ts';
import type { Settings } from './settings.ts';

/** What every route module works with. */
export interface ServerContext {
  db: Db;
  /** The clock; tests move it forward to expire pins and sessions. */
  now: () => Date;
  settings: Settings;
  dispatcher: Dispatcher;
  sessions: SessionStore;
  /** getmemberdata's bundles (membersChanged forgets them). */
  memberData: MemberDataCache;
  /** getmemberlist's rows by member id (membersChanged forgets them). */
  memberListRows: MemberListRows;
  /**
   * Call after any write that changes a member, a balance, a ledger entry or a picture: the cached
   * member bundles and member list rows are forgotten.
   */
  membersChanged: () => void;
}
