import { memberCacheName, swMessages, type ShownAsAtMessage } from './swProtocol';

/** What the installed portal shows beside the page: offline since when, and a new version waiting. */
export interface PwaState {
  /** The phone has no connection (or the server could not be reached and a kept answer was shown). */
  offline: boolean;
  /**
   * When the data shown was received: the oldest kept answer shown since going offline, else when the
   * connection went (what the page holds is that fresh).
   */
  shownAsAt: Date | undefined;
  /** Loads the new version, when one is waiting. */
  applyUpdate: (() => void) | undefined;
}

let state: PwaState = { offline: false, shownAsAt: undefined, applyUpdate: undefined };
/** Whether shownAsAt is a kept answer's time (rather than when the connection went). */
let fromKeptAnswer = false;
const listeners = new Set<() => void>();

function set(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const pwaStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): PwaState => state,
  /** A kept answer was shown, received at `at`. */
  keptAnswerShown(at: Date) {
    const earlier =
      fromKeptAnswer && state.shownAsAt && state.shownAsAt < at ? state.shownAsAt : at;
    fromKeptAnswer = true;
    set({ offline: true, shownAsAt: earlier });
  },
  wentOffline(now = new Date()) {
    if (!state.offline) set({ offline: true, shownAsAt: now });
  },
  cameOnline() {
    fromKeptAnswer = false;
    set({ offline: false, shownAsAt: undefined });
  },
  updateWaiting(apply: (() => void) | undefined) {
    set({ applyUpdate: apply });
  },
};

const isShownAsAt = (data: unknown): data is ShownAsAtMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'plaudit-shown-as-at' &&
  typeof (data as { at?: unknown }).at === 'string';

/**
 * Follows the connection and the service worker's word that it showed a kept answer. Call it before the
 * first data call (main.tsx): the worker's messages wait for it.
 */
export function watchConnection(win: Window = window): void {
  win.addEventListener('offline', () => pwaStore.wentOffline());
  win.addEventListener('online', () => pwaStore.cameOnline());
  if (!win.navigator.onLine) pwaStore.wentOffline();
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isShownAsAt(event.data)) return;
    const at = new Date(event.data.at);
    if (!Number.isNaN(at.getTime())) pwaStore.keptAnswerShown(at);
  });
  container.startMessages();
}

/**
 * Deletes everything kept of the member on this phone (logging out): the page does it itself, so it
 * works offline too, and tells the worker.
 */
export async function clearMemberData(win: Window = window): Promise<void> {
  win.navigator.serviceWorker?.controller?.postMessage(swMessages.clearMemberData);
  if ('caches' in win) await win.caches.delete(memberCacheName);
}
