import { DateText } from '../DateText/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useBrandFormat } from '../theme/index.ts';
import { consoleDeliveriesMessages as m } from './deliveriesMessages.ts';
import { ScrollBox } from './ScrollBox.tsx';
import type { ConsoleDelivery, ConsoleMemberMessaging } from './types.ts';

const kindName = (kind: string) =>
  kind in m.kinds ? m.kinds[kind as keyof typeof m.kinds] : m.kinds.other;

/**
 * A member page's messages (issue 37): the member's channel (SMS, or WhatsApp since a day) and their last
 * messages' delivery status: when queued, the channel, what it was, and sent, delivered, read or failed
 * (and sent again by SMS).
 */
export function MemberDeliveries({
  messaging,
  timeZone,
}: {
  messaging: ConsoleMemberMessaging;
  timeZone: string;
}) {
  const format = useBrandFormat();
  const columns: TableColumn<ConsoleDelivery>[] = [
    {
      key: 'when',
      header: m.when,
      render: (d) => <DateText date={d.createdAt} timeZone={timeZone} />,
      nowrap: true,
    },
    { key: 'channel', header: m.channel, render: (d) => m.channels[d.channel] },
    { key: 'kind', header: m.kind, render: (d) => kindName(d.kind) },
    {
      key: 'status',
      header: m.status,
      render: (d) =>
        d.fellBackToSms ? m.statusWithNote(m.statuses[d.status], m.fellBack) : m.statuses[d.status],
    },
  ];
  const channel =
    messaging.messageChannel === 'sms'
      ? m.bySms
      : messaging.whatsappSince
        ? m.byWhatsappSince(format.date(messaging.whatsappSince, timeZone))
        : m.byWhatsapp;
  return (
    <>
      <p>{channel}</p>
      <ScrollBox label={m.tableLabel}>
        <Table
          label={m.tableLabel}
          showCaption={false}
          columns={columns}
          rows={messaging.deliveries}
          rowKey={(d) => String(d.id)}
          emptyText={m.none}
        />
      </ScrollBox>
    </>
  );
}
