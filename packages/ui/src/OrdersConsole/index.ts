export { OrdersConsole } from './OrdersConsole.tsx';
export type {
  CodeStock,
  OrderHistoryView,
  OrdersConsoleProps,
  PendingOrderLine,
} from './OrdersConsole.tsx';
