/**
 * The seam between orders and the Redsys simulator: the payment code asks the order code for an
 * order the caller may pay, and tells it the outcome. Orders implement it (orders/); Redsys uses it
 * (redsys/, routes/payment.ts), so neither imports the other's tables.
 */
export interface PayableOrder {
  id: number;
  /** Amount to charge, in euro cents (IVA included, shipping included). */
  totalCents: number;
  /** 'pending_payment' can be paid; 'paid' and later states are settled; 'cancelled' cannot be paid. */
  status: string;
}

export interface PaymentOutcome {
  /** Redsys Ds_Response code, e.g. '0000' authorised, '0190' declined. */
  dsResponse: string;
  authorised: boolean;
  /** The Redsys order number (DS_MERCHANT_ORDER) of the attempt. */
  redsysOrder: string;
}

/** Who is paying: the owner of the session's data and the browser session itself. */
export interface Payer {
  /** `user:{id}` or `session:{id}` (http/owner.ts). */
  owner: string;
  sessionId: string;
}

export interface PayableOrders {
  /**
   * The order `orderId` if `payer` may pay it (their own order, or a guest order this browser
   * session looked up within the grant's time), else null (the route answers 404).
   */
  payable(payer: Payer, orderId: number): PayableOrder | null;
  /** Records the outcome; an authorised one marks the order paid (once: later calls are no-ops). */
  settle(orderId: number, outcome: PaymentOutcome): void;
}
