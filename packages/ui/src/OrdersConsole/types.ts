/** An order line waiting for voucher codes. */
export interface PendingOrderLine {
  orderLineId: number;
  orderNum: string;
  orderDate: Date;
  member: string;
  cellNum: string;
  productCode: string;
  description: string;
  qty: number;
  points: number;
}

/** A product's stock of voucher codes. */
export interface CodeStock {
  productId: number;
  productCode: string;
  description: string;
  cluster: string;
  free: number;
  waiting: number;
  isLow: boolean;
}

/** One order's lines and what happened to it. */
export interface OrderHistoryView {
  order: { orderNum: string; member: string; orderStatusDesc: string; points: number };
  lines: readonly {
    orderLineId: number;
    description: string;
    qty: number;
    points: number;
    dispatchStatus: number;
  }[];
  events: readonly { date: Date; event: string }[];
}

/** A refund of one pending line, and why. */
export interface OrderLineRefund {
  orderLineId: number;
  reason: string;
}
