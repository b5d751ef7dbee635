import type { PriceOverride, ProductCustomization } from '@shop/contract/cart';
import { HttpError } from '../http/errors.ts';
import {
  CART_LIMITS,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
  isGiftCard,
  isWholeCents,
  toCents,
} from './pricing.ts';

/** What validating a line needs to know about its product. */
export interface LineProduct {
  id: number;
  name: string;
  /** Units in stock. */
  quantity: number;
  category_ids: string;
  adult: number;
}

/** A valid line, duplicates merged, ready to be stored. */
export interface ValidLine {
  product: LineProduct;
  quantity: number;
  prices_override: PriceOverride[];
  products_customization: ProductCustomization[];
}

export const GIFT_CARD_AMOUNT = 'El importe de la tarjeta regalo debe estar entre 10 € y 500 €.';
export const NOT_AVAILABLE = 'El producto ya no está disponible.';
/** Coupons, checkout and placing an order all refuse an empty cart with this sentence. */
export const EMPTY_CART = 'Tu carrito está vacío.';
export const NO_OVERRIDE = 'Este producto no admite un precio personalizado.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates `POST cart_b2c`'s `products` into lines: every error is collected under Laravel keys
 * (`products.0.quantity`) and the 422's message is the first of them, so the shop's toast reads a
 * useful sentence. Lines of the same product are merged (quantities added; the first prices_override
 * and products_customization given win) and the merged quantity is checked against the stock.
 */
export function parseCartLines(
  body: Record<string, unknown>,
  findProduct: (id: number) => LineProduct | undefined,
): ValidLine[] {
  const { products } = body;
  if (!Array.isArray(products)) {
    throw failure({ products: ['La lista de productos es obligatoria.'] });
  }
  if (products.length > CART_LIMITS.lines) {
    throw failure({ products: [`El carrito admite como máximo ${CART_LIMITS.lines} líneas.`] });
  }
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const merged = new Map<number, { line: ValidLine; index: number }>();
  for (const [index, raw] of (products as unknown[]).entries()) {
    const key = `products.${index}`;
    const before = Object.keys(errors).length;
    if (!isObject(raw)) {
      add(key, 'Cada línea debe ser un objeto con id y quantity.');
      continue;
    }
    const product =
      typeof raw.id === 'number' && Number.isInteger(raw.id) && raw.id > 0 ? findProduct(raw.id) : undefined;
    if (!product) add(`${key}.id`, NOT_AVAILABLE);
    const { quantity } = raw;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > CART_LIMITS.quantity
    ) {
      add(`${key}.quantity`, `La cantidad debe ser un número entero entre 1 y ${CART_LIMITS.quantity}.`);
    }
    const overrides = parseOverrides(raw.prices_override, product, `${key}.prices_override`, add);
    const customization = parseCustomization(
      raw.products_customization,
      `${key}.products_customization`,
      add,
    );
    if (!product || Object.keys(errors).length > before) continue;
    const existing = merged.get(product.id);
    if (!existing) {
      const line = {
        product,
        quantity: quantity as number,
        prices_override: overrides,
        products_customization: customization,
      };
      merged.set(product.id, { line, index });
      continue;
    }
    existing.line.quantity += quantity as number;
    if (existing.line.prices_override.length === 0) existing.line.prices_override = overrides;
    if (existing.line.products_customization.length === 0) {
      existing.line.products_customization = customization;
    }
  }
  for (const { line, index } of merged.values()) {
    const key = `products.${index}.quantity`;
    if (line.quantity > CART_LIMITS.quantity) {
      add(key, `La cantidad debe ser un número entero entre 1 y ${CART_LIMITS.quantity}.`);
    } else if (line.quantity > line.product.quantity) {
      add(key, stockMessage(line.product));
    }
  }
  if (Object.keys(errors).length > 0) throw failure(errors);
  return [...merged.values()].map(({ line }) => line);
}

/** 'Solo quedan 3 unidades de «Sartén…».' and its singular and sold-out forms. */
export function stockMessage(product: { name: string; quantity: number }): string {
  if (product.quantity === 0) return `El producto «${product.name}» está agotado.`;
  if (product.quantity === 1) return `Solo queda 1 unidad de «${product.name}».`;
  return `Solo quedan ${product.quantity} unidades de «${product.name}».`;
}

function failure(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, Object.values(errors)[0]![0]!, errors);
}

/** A gift card takes one amount (10–500 €); other products take none. */
function parseOverrides(
  value: unknown,
  product: LineProduct | undefined,
  key: string,
  add: (key: string, message: string) => void,
): PriceOverride[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 1) {
    add(key, 'El precio personalizado debe ser una lista con un solo importe.');
    return [];
  }
  if (value.length === 0 || !product) return [];
  if (!isGiftCard(product.category_ids)) {
    add(key, NO_OVERRIDE);
    return [];
  }
  const price = isObject(value[0]) ? value[0].price : undefined;
  if (
    typeof price !== 'number' ||
    !isWholeCents(price) ||
    toCents(price) < GIFT_CARD_MIN_CENTS ||
    toCents(price) > GIFT_CARD_MAX_CENTS
  ) {
    add(`${key}.0.price`, GIFT_CARD_AMOUNT);
    return [];
  }
  return [{ price: toCents(price) / 100 }];
}

/** Up to 5 `{name, value}` pairs (a gift message, an engraving), echoed back as given. */
function parseCustomization(
  value: unknown,
  key: string,
  add: (key: string, message: string) => void,
): ProductCustomization[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > CART_LIMITS.customizations) {
    add(key, `Se admiten como máximo ${CART_LIMITS.customizations} personalizaciones por producto.`);
    return [];
  }
  return value.flatMap((entry: unknown, index) => {
    const { name, value: text } = isObject(entry) ? entry : {};
    let valid = true;
    if (typeof name !== 'string' || name.trim() === '' || name.length > CART_LIMITS.customizationName) {
      add(
        `${key}.${index}.name`,
        `El nombre de la personalización debe tener entre 1 y ${CART_LIMITS.customizationName} caracteres.`,
      );
      valid = false;
    }
    if (typeof text !== 'string' || text.length > CART_LIMITS.customizationValue) {
      add(
        `${key}.${index}.value`,
        `El texto de la personalización admite como máximo ${CART_LIMITS.customizationValue} caracteres.`,
      );
      valid = false;
    }
    return valid ? [{ name: name as string, value: text as string }] : [];
  });
}
