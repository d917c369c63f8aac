/** A promo code with its uses and limits. */
export interface PromoCodeRow {
  promoId: number;
  code: string;
  /** '' for every cluster. */
  cluster: string;
  amountDesc: string;
  validFrom: Date;
  validTo: Date;
  usedCount: number;
  totalLimit: number | null;
  perMemberLimit: number | null;
  state: 'upcoming' | 'active' | 'ended' | 'usedUp';
}

/** A new promo code as typed (the CSV import's columns). */
export interface PromoCodeForm {
  code: string;
  kind: string;
  amount: string;
  validFrom: string;
  validTo: string;
  clusterCode: string;
  totalLimit: string;
  perMemberLimit: string;
  reason: string;
}

/** A promo code ended early, and why. */
export interface PromoCodeEnd {
  promoId: number;
  reason: string;
}
