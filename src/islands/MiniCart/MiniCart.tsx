import { useStore, useStoreShownBeforeHydration } from '../shared/use-store';
import { type FocusEvent, lazy, Suspense, useRef, useState } from 'react';
import type { Cart } from '@shop/contract/cart';
import { es, format } from '../../i18n/es';
import { CART_BADGE_CLASS } from '../../browser/cart-badge';
import { MINI_CART_HOVER_CLOSE_MS } from '../../lib/constants';
import { cart } from '../../stores/cart';
import { $miniCart, closeMiniCart, openMiniCart } from '../../stores/cart-panels';
import { useCloseCartPanelsOnRestore } from '../shared/use-close-on-restore';
import { CartSummary } from './CartSummary';
import { FreeShipping } from './FreeShipping';
import { MiniCartLine } from './MiniCartLine';
import { Icon } from '../shared/Icon';

interface Props {
  /** False on the home, /cart and /checkout routes, where the panel never shows (spec §2). */
  panel: boolean;
}

/** The confirmation's code (and the shared dialog's) loads on the first ask: most visits never empty the cart. */
const loadClearCartDialog = () =>
  import('../shared/ClearCartDialog').then(({ ClearCartDialog }) => ({ default: ClearCartDialog }));
const ClearCartDialog = lazy(loadClearCartDialog);

/** The count came from the page's note: the lines are read when the panel first opens. */
const readCart = () => {
  if (!cart.$loaded.get()) cart.load().catch(() => {});
};

/**
 * Hovering or focusing the header's cart opens its panel; leaving it closes the panel after a
 * moment (not while an add shows it, nor while the clear-cart dialog asks).
 */
function usePanelOnHover(confirming: boolean) {
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovering = useRef(false);
  return {
    onMouseEnter: () => {
      hovering.current = true;
      clearTimeout(leaveTimer.current);
      readCart();
      if ($miniCart.get() !== 'added') openMiniCart('hover');
    },
    onMouseLeave: () => {
      hovering.current = false;
      clearTimeout(leaveTimer.current);
      if ($miniCart.get() === 'added' || confirming) return;
      leaveTimer.current = setTimeout(closeMiniCart, MINI_CART_HOVER_CLOSE_MS);
    },
    onFocus: () => {
      readCart();
      if (!$miniCart.get()) openMiniCart('focus');
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (
        !event.currentTarget.contains(event.relatedTarget as Node | null) &&
        !confirming &&
        !hovering.current
      )
        closeMiniCart();
    },
  };
}

/** The link to /cart with its counter. */
function CartLink({ count }: { count: number }) {
  return (
    // The name 'Carrito (n)' comes from content (no aria-label), so it holds the visible count (WCAG 2.5.3).
    <a
      href="/cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-white focus-ring"
    >
      <Icon name="cart" />
      <span className="sr-only">{format(es.header.cartCount, { count })}</span>
      {count > 0 && (
        <span className={CART_BADGE_CLASS} aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}

/** The cart's lines with their quantity buttons, then its totals and the way to free shipping. */
function MiniCartLines({ current, saving }: { current: Cart; saving: boolean }) {
  return (
    <>
      <ul className="max-h-72 divide-y divide-gray-200 overflow-y-auto">
        {current.items.map((item) => (
          <MiniCartLine key={item.product.id} item={item} busy={saving} onQuantity={cart.setQuantity} />
        ))}
      </ul>
      <div className="mt-3 border-t border-gray-200 pt-3">
        <CartSummary cart={current} />
        <FreeShipping cart={current} />
      </div>
    </>
  );
}

interface PanelProps {
  current: Cart | null;
  loaded: boolean;
  saving: boolean;
  count: number;
  onClear(): void;
}

/** The mini cart panel: the lines (or why there are none), checkout, the cart page, and emptying the cart. */
function MiniCartPanel({ current, loaded, saving, count, onClear }: PanelProps) {
  return (
    <section
      aria-label={es.cart.title}
      className="mini-cart-panel absolute right-0 top-full z-40 w-80 rounded-b-lg border border-gray-200 bg-white p-4 text-ink shadow-lg"
    >
      {current ? (
        <MiniCartLines current={current} saving={saving} />
      ) : (
        <p className="py-4 text-center text-sm">{loaded ? es.cart.empty : es.cart.loading}</p>
      )}
      <div className="mt-4 grid gap-2">
        {current ? (
          <a href="/checkout" className="btn-primary">
            {es.cart.checkout}
          </a>
        ) : (
          <button type="button" className="btn-primary" disabled>
            {es.cart.checkout}
          </button>
        )}
        <a
          href="/cart"
          className="rounded-md border border-gray-400 px-4 py-2 text-center font-medium hover:bg-gray-100 focus-ring"
        >
          {format(es.cart.viewCart, { count })}
        </a>
        <button
          type="button"
          className="text-sm underline link-plain disabled:opacity-40"
          disabled={!current || saving}
          // Fetching on approach hides the load behind the pointer's travel or the Tab key.
          onPointerEnter={loadClearCartDialog}
          onFocus={loadClearCartDialog}
          onClick={onClear}
        >
          {es.cart.clear}
        </button>
      </div>
    </section>
  );
}

/**
 * The header's cart: the link with its counter, and the mini cart panel that hovering (or
 * focusing) opens and a saved add opens for 3 s. The panel is hidden under 600 px by CSS.
 */
export default function MiniCart({ panel }: Props) {
  useCloseCartPanelsOnRestore();
  // The header script (wireCartCount) has already written the count into this HTML.
  const count = useStoreShownBeforeHydration(cart.$units);
  const current = useStore(cart.$cart);
  const loaded = useStore(cart.$loaded);
  const saving = useStore(cart.$saving);
  const open = useStore($miniCart);
  const [confirming, setConfirming] = useState(false);
  // Once asked for, the dialog stays mounted: closing it must run its close (focus goes back to the button).
  const [dialogWanted, setDialogWanted] = useState(false);
  const hover = usePanelOnHover(confirming);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the panel; the link and buttons are the controls.
    <div
      className="relative"
      {...(panel ? hover : {})}
      // Escape inside the clear-cart dialog closes only the dialog, which gives focus back to the panel.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && $miniCart.get() && !confirming) closeMiniCart();
      }}
    >
      <CartLink count={count} />
      {panel && open && (
        <MiniCartPanel
          current={current}
          loaded={loaded}
          saving={saving}
          count={count}
          onClear={() => {
            setDialogWanted(true);
            setConfirming(true);
          }}
        />
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <ClearCartDialog id="clear-cart" open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  );
}
