import { fieldLimits, messageChannels } from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, wireDate } from './codecs';

/**
 * (ours, issue 37) Message deliveries: a member's channel and their last messages' delivery status (the
 * console's member page, in adminMember's answer), and deliveries by channel per month (Insights).
 * `contract.ts` lists the call; its name and path are fixed so other clients can use them.
 */

const count = () => z.int().check(z.gte(0));
const month = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Expected a month such as '2026-11'"));

/** The outbox's channels. */
export const deliveryChannels = ['sms', 'whatsapp', 'email', 'push'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
/**
 * Where a message is: queued (not sent yet), sent, delivered, read (WhatsApp's statuses) or failed
 * (WhatsApp's failed status).
 */
export const deliveryStatuses = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One message of a member's, without its words (a pin or a voucher code is a secret). */
export const memberDelivery = z.object({
  id: z.int(),
  channel: z.enum(deliveryChannels),
  /** What the message is: the outbox's kind ('pin', 'award', 'voucherCodes', …). */
  kind: z.string(),
  createdAt: wireDate,
  status: z.enum(deliveryStatuses),
  /** When the status was last reported (WhatsApp) or the message sent; null while queued. */
  statusAt: z.nullable(wireDate),
  /** A WhatsApp message that was sent once more by SMS (a failed status, a refusal or no delivery in time). */
  fellBackToSms: z.boolean(),
});
export type MemberDelivery = z.output<typeof memberDelivery>;

/** How a member gets their messages, and their last ones (newest first, at most memberDeliveriesMax). */
export const memberMessaging = z.object({
  messageChannel: z.enum(messageChannels),
  /** When they chose WhatsApp; null for SMS. */
  whatsappSince: z.nullable(wireDate),
  deliveries: dataset(memberDelivery),
});
export type MemberMessaging = z.output<typeof memberMessaging>;
/** The messages a member's console page lists. */
export const memberDeliveriesMax = 10;

/** One channel's messages of one month: sent, delivered (or read), failed, and sent again by SMS. */
export const deliveriesMonthRow = z.object({
  month,
  channel: z.enum(deliveryChannels),
  sent: count(),
  delivered: count(),
  failed: count(),
  fellBack: count(),
});
export type DeliveriesMonthRow = z.output<typeof deliveriesMonthRow>;

/**
 * Deliveries by channel per month of the range (months From and To, 'yyyy-MM'); the cluster and division
 * narrow them to their members' messages. A month or channel without messages has no row.
 */
export const adminInsightsDeliveriesRequest = z.object({
  monthFrom: month,
  monthTo: month,
  clusterCode: z.string().check(z.maxLength(fieldLimits.insightsCode)),
  divisionCode: z.string().check(z.maxLength(fieldLimits.insightsCode)),
});
export const adminInsightsDeliveriesResponse = z.object({ months: dataset(deliveriesMonthRow) });

export const deliveriesCalls = {
  adminInsightsDeliveries: {
    path: '/api/admin/insights/deliveries',
    access: 'member',
    area: 'admin',
    request: adminInsightsDeliveriesRequest,
    response: adminInsightsDeliveriesResponse,
  },
} as const;
