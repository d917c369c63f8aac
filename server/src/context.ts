import type { SessionStore } from './accounts/sessions.ts';
import type { Db } from './db/client.ts';
import type { ChangeFeed, Store } from './db/changes.ts';
import type { MemberDataCache } from './members/cache.ts';
import type { MemberListRows } from './members/listRows.ts';
import type { ShopCaches } from './shop/cache.ts';
import type { Settings } from './settings.ts';

/** What every route module works with. */
export interface ServerContext extends Store {
  db: Db;
  /** The clock; tests move it forward to expire pins and sessions. */
  now: () => Date;
  settings: Settings;
  sessions: SessionStore;
  /** getmemberdata's bundles (forgotten when the feed hears 'members'). */
  memberData: MemberDataCache;
  /** getmemberlist's rows by member id (forgotten when the feed hears 'members'). */
  memberListRows: MemberListRows;
  /** The shop's answers kept for a few seconds (see ShopCaches; the feed's changes empty them). */
  shopCaches: ShopCaches;
  /**
   * Hears what each committed write changed: the caches above forget, the outbox's dispatcher wakes
   * (wired in app.ts, the one place that does).
   */
  changes: ChangeFeed;
}
