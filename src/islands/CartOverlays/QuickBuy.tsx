import { useStore } from '../shared/use-store';
import { useEffect, useRef } from 'react';
import type { CartItem } from '@shop/contract/cart';
import { ProductThumb } from '../shared/ProductThumb';
import { es, format } from '../../i18n/es';
import {
  QUICK_BUY_EARLY_ID,
  QUICK_BUY_PART_ATTRIBUTE,
  type QuickBuyPart,
  quickBuyFigures,
} from '../../lib/cart/quick-buy';
import { QUICK_BUY_CLOSE_MS, QUICK_BUY_IMAGE_PX } from '../../lib/constants';
import { cart } from '../../stores/cart';
import { $quickBuy, closeQuickBuy } from '../../stores/cart-panels';
import { Dialog } from '../shared/Dialog';
import { QuantityButton } from '../shared/QuantityButton';

/**
 * The popup closes after 5 s without activity: the timer starts as it opens, and the returned
 * function restarts it (each click or key inside).
 */
function useCloseWhenQuiet(open: boolean): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    if (open) timer.current = setTimeout(closeQuickBuy, QUICK_BUY_CLOSE_MS);
    return () => clearTimeout(timer.current);
  }, [open]);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(closeQuickBuy, QUICK_BUY_CLOSE_MS);
  };
}

/** `data-quick-buy="…"` on the parts the early copy fills (components/product/early-quick-buy.client.ts). */
const part = (name: QuickBuyPart) => ({ [QUICK_BUY_PART_ATTRIBUTE]: name });

type SetQuantity = (productId: number, quantity: number) => void;

/** The line just added: its picture, name, reference, total and unit price × quantity, with − and +. */
function QuickBuyLine({
  item,
  saving,
  onQuantity,
}: {
  item: CartItem;
  saving: boolean;
  onQuantity?: SetQuantity;
}) {
  const figures = quickBuyFigures(item);
  return (
    <>
      <ProductThumb
        image={item.product.image}
        px={QUICK_BUY_IMAGE_PX}
        className="mx-auto h-auto w-full max-w-[250px] rounded"
      />
      <p className="mt-3 font-medium">{item.product.name}</p>
      <p className="text-sm text-ink-soft">{format(es.quickBuy.sku, { sku: item.product.sku })}</p>
      <p className="quick-buy-total mt-2 text-xl font-bold" {...part('total')}>
        {figures.total}
      </p>
      {figures.unitLine !== null && (
        <p className="text-sm" {...part('unit-line')}>
          {figures.unitLine}
        </p>
      )}
      <div className="mt-3 flex items-center gap-3" {...part('stepper')}>
        <QuantityButton
          size="lg"
          label={es.cart.decrease}
          enabled={!saving && figures.canDecrease}
          onPress={() => onQuantity?.(item.product.id, item.quantity - 1)}
        >
          −
        </QuantityButton>
        <span className="min-w-6 text-center" aria-live="polite" {...part('quantity')}>
          {figures.quantity}
        </span>
        <QuantityButton
          size="lg"
          label={es.cart.increase}
          enabled={!saving && figures.canIncrease}
          onPress={() => onQuantity?.(item.product.id, item.quantity + 1)}
        >
          +
        </QuantityButton>
      </div>
    </>
  );
}

/**
 * The quick-buy popup (spec §2, §4), shown after an add on narrow screens: the line with its
 * image, name, sku, total and unit price × quantity, plus and minus, and the ways on. It closes
 * after 5 s without activity (each click or key resets the timer) and when the line reaches zero.
 * If the product page's copy of it is open (an add before React), this one takes its place.
 */
export function QuickBuy() {
  const productId = useStore($quickBuy);
  const current = useStore(cart.$cart);
  const saving = useStore(cart.$saving);
  const item = current?.items.find((line) => line.product.id === productId);
  const open = productId !== null && item !== undefined;

  const restartTimer = useCloseWhenQuiet(open);
  // Removing the line down to zero closes the popup.
  useEffect(() => {
    if (productId !== null && current !== null && !item && !saving) closeQuickBuy();
    if (productId !== null && current === null && !saving) closeQuickBuy();
  }, [productId, current, item, saving]);

  return (
    <QuickBuyDialog
      item={item}
      open={open}
      saving={saving}
      onClose={closeQuickBuy}
      onActivity={restartTimer}
      onQuantity={(productId, quantity) => cart.setQuantity(productId, quantity)}
    />
  );
}

interface QuickBuyDialogProps {
  item: CartItem | undefined;
  open: boolean;
  saving: boolean;
  /**
   * The product page's copy, rendered on the server with the page's product and no handlers, in
   * a `<template>`, that components/product/early-quick-buy.client.ts fills and opens before React.
   */
  early?: boolean;
  onClose?(): void;
  onActivity?(): void;
  onQuantity?: SetQuantity;
}

/** The popup for a line: the island's, and the server's early copy of it (one markup for both). */
export function QuickBuyDialog({
  item,
  open,
  saving,
  early = false,
  onClose,
  onActivity,
  onQuantity,
}: QuickBuyDialogProps) {
  const titleId = early ? `${QUICK_BUY_EARLY_ID}-title` : 'quick-buy-title';
  return (
    <Dialog
      open={open}
      onDismiss={() => onClose?.()}
      labelledBy={titleId}
      className="quick-buy w-[28rem]"
      id={early ? QUICK_BUY_EARLY_ID : undefined}
      earlyId={early ? undefined : QUICK_BUY_EARLY_ID}
    >
      {item && (
        // biome-ignore lint/a11y/noStaticElementInteractions: any click or key inside is activity that keeps the popup open.
        <div onClick={onActivity} onKeyDown={onActivity}>
          <div className="mb-3 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold">
              {es.quickBuy.title}
            </h2>
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-gray-100 focus-ring"
              aria-label={es.quickBuy.close}
              onClick={onClose}
              {...part('close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <QuickBuyLine item={item} saving={saving} onQuantity={onQuantity} />
          <div className="mt-4 grid grid-cols-2 gap-2">
            <a
              href="/cart"
              className="rounded-md border border-gray-400 px-4 py-2 text-center font-medium hover:bg-gray-100 focus-ring"
            >
              {es.quickBuy.viewCart}
            </a>
            <a href="/checkout" className="btn-primary">
              {es.quickBuy.pay}
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}
