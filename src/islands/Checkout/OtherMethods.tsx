import type { PaymentMethod } from '@shop/contract/checkout';
import { es, format } from '../../i18n/es';

interface Props {
  orderId: number;
  /** The other ways to pay the shop offers now (not the card that failed). */
  methods: readonly PaymentMethod[];
}

/**
 * After a denied card: pay the same order another way (a transfer), the cart kept. A plain form
 * that the pay page takes (Post/Redirect/Get); the card island shows it hydrated, the cancel page
 * as static HTML.
 */
export default function OtherMethods({ orderId, methods }: Props) {
  if (methods.length === 0) return null;
  return (
    <form
      method="post"
      action={`/checkout/pay?order=${orderId}`}
      className="grid gap-2 border-t border-gray-300 pt-4"
      data-other-methods
    >
      <input type="hidden" name="intent" value="method" />
      <p className="font-medium">{es.payment.otherMethod}</p>
      {methods.map((method) => (
        <button
          key={method.code}
          type="submit"
          name="payment_method"
          value={method.code}
          className="inline-flex min-h-11 items-center justify-self-start rounded-md border border-gray-500 px-4 py-2 font-semibold hover:bg-gray-100 focus-ring"
        >
          {format(es.payment.payWith, { method: method.name.toLowerCase() })}
        </button>
      ))}
    </form>
  );
}
