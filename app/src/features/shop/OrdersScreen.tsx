import { ordersWithLines, useLazyGetVoucherCodeMessageQuery, useOrdersQuery } from '@plaudit/api';
import { messages } from '@plaudit/domain';
import { Alert, Button, Loading, Modal, OrderCard, SafeHtml } from '@plaudit/ui';
import { useMemo, useState } from 'react';
import { useApiErrorDialog } from '@plaudit/portal';
import styles from './shop.module.scss';
import { appMessages } from '../../shared/appMessages';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Recent Orders (/orders): every order with its lines; a dispatched line's codes in 'Voucher Details:'. */
export default function OrdersScreen() {
  const { data, isError } = useOrdersQuery(undefined);
  const [loadCodes, codes] = useLazyGetVoucherCodeMessageQuery();
  const [open, setOpen] = useState(false);
  const errors = useApiErrorDialog();
  const list = useMemo(() => (data ? ordersWithLines(data.orders, data.orderDetails) : []), [data]);
  const timeZone = useMemo(() => viewerTimeZone(), []);

  if (isError) return <Alert>{messages.errorRetrievingBasketData}</Alert>;
  if (!data) return <Loading />;

  const viewCodes = async (memberOrderItemId: number) => {
    errors.clear();
    const result = await loadCodes({ memberOrderItemId });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <h1 className={styles.heading}>{appMessages.titles.myOrders}</h1>
      {list.length === 0 ? (
        <p>{messages.noRecentOrders}</p>
      ) : (
        <div className={styles.orders}>
          {list.map((order) => (
            <OrderCard
              key={order.memberOrderId}
              order={order}
              currency={data.inf}
              timeZone={timeZone}
              onViewCodes={(id) => void viewCodes(id)}
            />
          ))}
        </div>
      )}
      <Modal
        title={messages.voucherDetails}
        isOpen={open}
        onClose={() => setOpen(false)}
        actions={<Button onPress={() => setOpen(false)}>{appMessages.close}</Button>}
      >
        {codes.data && <SafeHtml html={codes.data.message} />}
      </Modal>
      {errors.dialog}
    </>
  );
}
