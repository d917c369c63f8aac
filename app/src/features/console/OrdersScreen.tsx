import { ConsoleFrame } from './ConsoleFrame';
import {
  useAdminOrdersQuery,
  useAdminRefundLineMutation,
  useLazyAdminOrderHistoryQuery,
} from '@plaudit/api';
import { useApiErrorDialog } from '@plaudit/portal';
import { OrdersConsole } from '@plaudit/ui';
import { useMemo, useState } from 'react';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /admin/orders (administrators only; the shell turns others away). */
export default function OrdersScreen() {
  const orders = useAdminOrdersQuery(undefined);
  const [refund, refunding] = useAdminRefundLineMutation();
  const [loadHistory, history] = useLazyAdminOrderHistoryQuery();
  const errors = useApiErrorDialog();
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [refundingLineId, setRefundingLineId] = useState<number | undefined>(undefined);
  const timeZone = useMemo(() => viewerTimeZone(), []);

  const send = async (body: { orderLineId: number; reason: string }) => {
    errors.clear();
    setMessage(undefined);
    setRefundingLineId(body.orderLineId);
    const result = await refund({ body });
    setRefundingLineId(undefined);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setMessage(result.data.message);
  };

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
        stock={orders.data?.stock}
        loadError={orders.isError ? 'The orders could not be loaded. Please try again.' : undefined}
        timeZone={timeZone}
        onRefund={(body) => void send(body)}
        refundingLineId={refunding.isLoading ? refundingLineId : undefined}
        refundMessage={message}
        onShowHistory={(orderNum) => void loadHistory({ orderNum })}
        history={history.isError ? undefined : history.data}
        historyError={historyError}
        isHistoryLoading={history.isFetching}
      />
      {errors.dialog}
    </ConsoleFrame>
  );
}
