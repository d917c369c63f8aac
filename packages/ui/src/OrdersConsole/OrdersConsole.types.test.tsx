import { OrdersConsole } from './OrdersConsole.tsx';

// Type tests, compiled by tsc and never run: wrong usage must not compile.

const refunded = () => Promise.resolve({ ok: true as const, message: 'Refunded.' });
const show = (orderNum: string) => void orderNum;

export function takesARefundResolvingItsOutcome() {
  return (
    <OrdersConsole
      pending={[]}
      stock={[]}
      timeZone="UTC"
      onRefund={refunded}
      onShowHistory={show}
    />
  );
}

export function refusesTheOldRefundProps() {
  return (
    <OrdersConsole
      pending={[]}
      stock={[]}
      timeZone="UTC"
      onRefund={refunded}
      onShowHistory={show}
      // @ts-expect-error the line being refunded is the console's own state now
      refundingLineId={9101}
    />
  );
}

export function refusesARefundOfTheWrongShape() {
  return (
    <OrdersConsole
      pending={[]}
      stock={[]}
      timeZone="UTC"
      // @ts-expect-error a refund is an orderLineId and a reason
      onRefund={(refund: { orderNum: string }) => Promise.resolve({ ok: true as const, refund })}
      onShowHistory={show}
    />
  );
}
