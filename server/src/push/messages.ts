import type { OutboxKind } from '../db/schema.ts';
import { inLanguage } from '../i18n/language.ts';
import type { OutgoingMessage } from '../outbox/queue.ts';

/**
 * A push notification for a member, queued beside their usual message: outboxInsert makes it one row per
 * browser they subscribed (none if they subscribed none). Its title is the programme's name; its text is
 * written in the member's language (null: the programme's default).
 */
export function pushTo(
  member: { readonly id: number; readonly language: string | null },
  kind: OutboxKind,
  programmeName: string,
  write: () => string,
  reference?: string,
): OutgoingMessage {
  return {
    kind,
    channel: 'push',
    to: String(member.id),
    subject: programmeName,
    body: inLanguage(member.language, write),
    ...(reference === undefined ? {} : { reference }),
  };
}
