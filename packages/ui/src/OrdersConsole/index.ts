export { OrdersConsole } from './OrdersConsole.tsx';
export type {
  CodeStock,
  OrderHistoryView,
  OrderLineRefund,
  OrdersConsoleProps,
  PendingOrderLine,
} from './OrdersConsole.tsx';
