import type { SessionStore } from './auth/sessions.ts';
import type { Db } from './db/client.ts';
import type { MemberDataCache } from './members/cache.ts';
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
  /** getmemberdata's bundles; call `memberData.changed()` after any write that changes what it shows. */
  memberData: MemberDataCache;
}
