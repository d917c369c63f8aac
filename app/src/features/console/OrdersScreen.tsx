import {
  useAdminOrdersQuery,
  useAdminRefundLineMutation,
  useLazyAdminOrderHistoryQuery,
} from '@plaudit/api';
import { OrdersConsole } from '@plaudit/ui';
import { useMemo } from 'react';
import { useCallOutcome } from './callOutcome';
import { ConsoleFrame } from './ConsoleFrame';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /admin/orders (administrators only; the shell turns others away). */
export default function OrdersScreen() {
  const orders = useAdminOrdersQuery(undefined);
  const [refund] = useAdminRefundLineMutation();
  const [loadHistory, history] = useLazyAdminOrderHistoryQuery();
  const { outcomeOf, dialog } = useCallOutcome();
  const timeZone = useMemo(() => viewerTimeZone(), []);

  const historyError =
    history.isError && history.error && 'message' in history.error
      ? String(history.error.message)
      : history.isError
        ? 'There is no such order.'
        : undefined;
  return (
    <ConsoleFrame>
      <OrdersConsole
        pending={orders.data?.pending}
        pendingTotal={orders.data?.pendingTotal}
        stock={orders.data?.stock}
        loadError={orders.isError ? 'The orders could not be loaded. Please try again.' : undefined}
        timeZone={timeZone}
        onRefund={(body) => outcomeOf(refund({ body }))}
        onShowHistory={(orderNum) => void loadHistory({ orderNum })}
        history={history.isError ? undefined : history.data}
        historyError={historyError}
        isHistoryLoading={history.isFetching}
      />
      {dialog}
    </ConsoleFrame>
  );
}
