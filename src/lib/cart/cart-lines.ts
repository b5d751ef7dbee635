import type { Cart, CartItem, CartLine, CartProduct, PriceOverride } from '@shop/contract/cart';
import type { Product } from '@shop/contract/catalogue';

/** Rules of the local cart (spec §4): the shop edits lines locally, then saves them whole. */

export const EMPTY_CART: Cart = {
  items: [],
  totals: { subtotal: 0, shipping: 0, discount: 0, total: 0 },
  discounts: [],
  coupon: null,
  free_shipping_from: 0,
};

/** The lines to save for a cart as the API answered it. */
export function linesOf(cart: Cart): CartLine[] {
  return cart.items.map((item) => ({
    id: item.product.id,
    quantity: item.quantity,
    ...(item.prices_override.length ? { prices_override: item.prices_override } : {}),
    ...(item.products_customization.length ? { products_customization: item.products_customization } : {}),
  }));
}

/** Units in the cart: what the header's counter and 'Ver cesta (n)' show. */
export function unitCount(cart: Cart | null): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

/**
 * The units each product gained from `before` to `after` (a past order put back in the cart by the
 * API): what analytics reports as added to the cart.
 */
export function addedUnits(before: Cart | null, after: Cart | null): { item: CartItem; delta: number }[] {
  const had = new Map(before?.items.map((item) => [item.product.id, item.quantity]) ?? []);
  return (after?.items ?? []).flatMap((item) => {
    const delta = item.quantity - (had.get(item.product.id) ?? 0);
    return delta > 0 ? [{ item, delta }] : [];
  });
}

const cents = (euros: number) => Math.round(euros * 100);

/** A line shown at once, before the server answers with its own figures; an override is its unit price. */
export function provisionalItem(
  product: CartProduct,
  unit: number | null,
  quantity: number,
  override: PriceOverride[] = [],
): CartItem {
  unit = override[0]?.price ?? unit;
  const total = unit === null ? 0 : (cents(unit) * quantity) / 100;
  return {
    product,
    quantity,
    prices_override: override,
    products_customization: [],
    price: { unit, total, total_original: total },
    prices: { unit },
    coupon: null,
  };
}

function withItemQuantity(item: CartItem, quantity: number): CartItem {
  const unit = item.price.unit;
  const total = unit === null ? 0 : (cents(unit) * quantity) / 100;
  const original = item.quantity
    ? (cents(item.price.total_original / item.quantity) * quantity) / 100
    : total;
  return { ...item, quantity, price: { ...item.price, total, total_original: original } };
}

/** The local cart after re-counting its subtotal (shipping and discounts wait for the server). */
function retotalled(cart: Cart, items: CartItem[]): Cart {
  const subtotal = items.reduce((sum, item) => sum + cents(item.price.total), 0) / 100;
  const { shipping, discount } = cart.totals;
  return {
    ...cart,
    items,
    totals: {
      subtotal,
      shipping,
      discount,
      total: Math.max(0, cents(subtotal) - cents(discount) + cents(shipping)) / 100,
    },
  };
}

/**
 * Adding a product: a new line, or a product already there raises its quantity (spec §4). A gift
 * card's amount (an override) applies to its whole line, since the API keeps one line per product:
 * the amount chosen last wins.
 */
export function addItem(
  cart: Cart,
  product: CartProduct,
  unit: number | null,
  quantity = 1,
  override: PriceOverride[] = [],
): Cart {
  const existing = cart.items.find((item) => item.product.id === product.id);
  const items = existing
    ? cart.items.map((item) =>
        item !== existing
          ? item
          : override.length
            ? provisionalItem(item.product, unit, item.quantity + quantity, override)
            : withItemQuantity(item, item.quantity + quantity),
      )
    : [...cart.items, provisionalItem(product, unit, quantity, override)];
  return retotalled(cart, items);
}

/** Setting a quantity; 0 or less removes the line (spec §4). */
export function setItemQuantity(cart: Cart, productId: number, quantity: number): Cart {
  const items =
    quantity <= 0
      ? cart.items.filter((item) => item.product.id !== productId)
      : cart.items.map((item) =>
          item.product.id === productId ? withItemQuantity(item, Math.floor(quantity)) : item,
        );
  return retotalled(cart, items);
}

/** The cart without these products (the age check declined, spec §5). */
export function withoutProducts(cart: Cart, productIds: readonly number[]): Cart {
  return retotalled(
    cart,
    cart.items.filter((item) => !productIds.includes(item.product.id)),
  );
}

/** Buttons of a line (spec §4): minus stops at 1 where removal has its own button; plus needs a price. */
export function quantityControls(
  item: Pick<CartItem, 'quantity' | 'prices'>,
  minimum: 0 | 1,
): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: item.quantity > minimum, canIncrease: item.prices.unit !== null };
}

/** The part of a product a cart line needs, for the add-to-cart island's props. */
export function cartProductOf(product: Product): CartProduct {
  const { id, name, sku, url_path, image, brand, quantity, adult, unit_price } = product;
  return {
    id,
    name,
    sku,
    url_path,
    image,
    brand: brand && { name: brand.name, slug: brand.slug },
    quantity,
    adult,
    ...(unit_price ? { unit_price } : {}),
  };
}

/** Lines after adding units of a product (the no-JavaScript form): same rules as `addItem`. */
export function addLine(
  lines: readonly CartLine[],
  id: number,
  quantity: number,
  override: PriceOverride[] = [],
): CartLine[] {
  const chosen = override.length ? { prices_override: override } : {};
  return lines.some((line) => line.id === id)
    ? lines.map((line) =>
        line.id === id ? { ...line, ...chosen, quantity: line.quantity + quantity } : line,
      )
    : [...lines, { id, quantity, ...chosen }];
}

/** Lines after setting one's quantity; 0 removes it. */
export function setLineQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  return quantity <= 0
    ? lines.filter((line) => line.id !== id)
    : lines.map((line) => (line.id === id ? { ...line, quantity } : line));
}
