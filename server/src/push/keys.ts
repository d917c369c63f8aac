import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webPush from 'web-push';

/** The server's VAPID identity: its key pair and the contact (mailto: or https:) push services see. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

/** The contact a development pair names (push services want one; nobody reads it). */
const devSubject = 'mailto:dev@plaudit.example';

function isVapidKeys(value: unknown): value is Omit<VapidKeys, 'subject'> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).publicKey === 'string' &&
    typeof (value as Record<string, unknown>).privateKey === 'string'
  );
}

export type VapidSource =
  | { readonly kind: 'settings'; readonly keys: VapidKeys }
  | { readonly kind: 'made' | 'kept'; readonly keys: VapidKeys; readonly file: string }
  | { readonly kind: 'missing'; readonly missing: readonly string[] };

/**
 * The VAPID keys: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when all are set (checked by
 * web-push's own validation); otherwise in production none (push stays off and the log says which
 * setting is missing), and in development the pair kept in `devFile`, made there (mode 0600) on the first
 * start, so browsers' subscriptions outlive a restart.
 */
export function vapidKeysFrom(
  env: NodeJS.ProcessEnv,
  production: boolean,
  devFile: string,
): VapidSource {
  const {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: subject,
  } = env;
  if (publicKey && privateKey && subject) {
    // Throws on a malformed key or subject, so a bad setting stops the start rather than every push.
    webPush.getVapidHeaders('https://push.example', subject, publicKey, privateKey, 'aes128gcm');
    return { kind: 'settings', keys: { publicKey, privateKey, subject } };
  }
  if (production) {
    const missing = Object.entries({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: subject,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    return { kind: 'missing', missing };
  }
  try {
    const kept: unknown = JSON.parse(readFileSync(devFile, 'utf8'));
    if (isVapidKeys(kept))
      return {
        kind: 'kept',
        keys: { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: devSubject },
        file: devFile,
      };
  } catch {
    // None kept yet (or unreadable): a new pair below.
  }
  const made = webPush.generateVAPIDKeys();
  mkdirSync(dirname(devFile), { recursive: true });
  writeFileSync(devFile, JSON.stringify(made), { mode: 0o600 });
  return { kind: 'made', keys: { ...made, subject: devSubject }, file: devFile };
}
