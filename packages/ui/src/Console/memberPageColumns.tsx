import { DateText } from '../DateText/index.ts';
import type { TableColumn } from '../Table/index.ts';
import { useBalanceNames, useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import type { ConsoleAwardRow, ConsoleOrderRow, ConsoleStatementLine } from './types.ts';

/** The columns of a member page's tables: statement lines, awards (given and received) and orders. */
export function useMemberPageColumns(timeZone: string) {
  const word = useWords();
  const names = useBalanceNames();
  const format = useBrandFormat();
  const { awardTitles } = useBrandContent();
  const points = (value: number) => format.number(value);
  const date = (value: Date) => <DateText date={value} timeZone={timeZone} />;
  const awards: TableColumn<ConsoleAwardRow>[] = [
    { key: 'date', header: word('Date'), render: (a) => date(a.date), nowrap: true },
    {
      key: 'type',
      header: word('Type'),
      render: (a) => (a.type === 'nomination' ? word('Nomination') : awardTitles[a.type]),
    },
    { key: 'value', header: word('Value'), render: (a) => a.value },
    { key: 'colleague', header: word('Colleague'), render: (a) => a.colleague },
    { key: 'points', header: word('Points'), render: (a) => points(a.points), align: 'end' },
  ];
  const lines: TableColumn<ConsoleStatementLine>[] = [
    { key: 'date', header: word('Date'), render: (l) => date(l.date), nowrap: true },
    { key: 'balance', header: word('Balance'), render: (l) => names[l.account] },
    { key: 'description', header: word('Description'), render: (l) => l.description },
    {
      key: 'points',
      header: word('Points'),
      align: 'end',
      render: (l) => (l.points < 0 ? `−${points(-l.points)}` : points(l.points)),
    },
  ];
  const orders: TableColumn<ConsoleOrderRow>[] = [
    { key: 'num', header: word('Order'), render: (o) => o.orderNum, nowrap: true },
    { key: 'date', header: word('Date'), render: (o) => date(o.orderDate), nowrap: true },
    { key: 'status', header: word('Status'), render: (o) => o.orderStatusId },
    { key: 'items', header: word('Items'), render: (o) => String(o.itemCount), align: 'end' },
    { key: 'points', header: word('Points'), render: (o) => points(o.points), align: 'end' },
  ];
  return { awards, lines, orders };
}
