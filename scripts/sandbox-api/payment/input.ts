import { HttpError } from '../http/errors.ts';
import type { BrowserInfo } from '../redsys/merchant.ts';
import { isStorefrontUrl } from '../redsys/origins.ts';
import { isRedsysOrder } from '../redsys/signature.ts';

/** The body of `…/in-site/process`, checked. */
export interface ProcessInput {
  orderId: number;
  idOper: string;
  redsysOrder: string;
  browser: BrowserInfo;
  returnUrl: string;
}

/** What the request's own headers say about the browser, for the fields the body leaves out. */
export interface RequestHeaders {
  userAgent: string | undefined;
  accept: string | undefined;
  acceptLanguage: string | undefined;
}

const ORDER_ID_MAX = 999_999_999;
/** An idOper as the card form gives it (the simulator's are 40 hex characters). */
const ID_OPER = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_HEADER_CHARS = 2048;
/** EMV 3DS: browserLanguage is an IETF tag of at most 8 characters ('es-ES'); longer is cut. */
const MAX_LANGUAGE_CHARS = 8;
const MAX_SCREEN_PIXELS = 99_999;
/** Minutes from UTC: ±14 hours. */
const MAX_TZ_MINUTES = 14 * 60;
const MAX_COLOR_DEPTH = 48;
/** What a browser that sent no `browser` object is assumed to be (a common desktop). */
const DEFAULT_SCREEN = { width: 1280, height: 800, colorDepth: 24 };
/** Spain in winter: Date.getTimezoneOffset() gives -60. */
const DEFAULT_TZ_MINUTES = -60;
const DEFAULT_LANGUAGE = 'es-ES';

export const MESSAGES = {
  orderId: 'Indica el pedido que quieres pagar.',
  idOper: 'Falta la tarjeta: vuelve a introducir sus datos en el formulario de pago.',
  repeatedIdOper: 'Este formulario de pago ya se usó: vuelve a cargarlo para pagar.',
  redsysOrder: 'Falta el número de operación de Redsys del formulario de pago.',
  returnUrl: 'La dirección de vuelta debe ser una página de la tienda.',
  browser: 'Los datos del navegador no son válidos.',
} as const;

/** Collects field errors and throws them together, as Laravel answers a 422. */
class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): void {
    this.errors[field] = [...(this.errors[field] ?? []), message];
  }
  /** The message is the first error's, which the shop shows in its toast. */
  throwIfAny(): void {
    const first = Object.values(this.errors)[0]?.[0];
    if (first) throw new HttpError(422, first, this.errors);
  }
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** `order_id` of a payment call: a positive integer, else a 422. */
export function parseOrderId(body: Record<string, unknown>): number {
  if (!isInt(body.order_id, 1, ORDER_ID_MAX))
    throw new HttpError(422, MESSAGES.orderId, { order_id: [MESSAGES.orderId] });
  return body.order_id;
}

function headerText(value: string | undefined, fallback: string): string {
  return (value ?? fallback).slice(0, MAX_HEADER_CHARS);
}

function parseBrowser(value: unknown, headers: RequestHeaders, errors: FieldErrors): BrowserInfo {
  const fromHeaders: BrowserInfo = {
    acceptHeader: headerText(headers.accept, 'text/html'),
    userAgent: headerText(headers.userAgent, 'unknown'),
    language: (headers.acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() || DEFAULT_LANGUAGE).slice(
      0,
      MAX_LANGUAGE_CHARS,
    ),
    screenWidth: DEFAULT_SCREEN.width,
    screenHeight: DEFAULT_SCREEN.height,
    timeZone: DEFAULT_TZ_MINUTES,
    javaEnabled: false,
    colorDepth: DEFAULT_SCREEN.colorDepth,
  };
  if (value === undefined || value === null) return fromHeaders;
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.add('browser', MESSAGES.browser);
    return fromHeaders;
  }
  const browser = value as Record<string, unknown>;
  const checks: [string, boolean][] = [
    [
      'accept_header',
      typeof browser.accept_header === 'string' && browser.accept_header.length <= MAX_HEADER_CHARS,
    ],
    ['language', typeof browser.language === 'string' && browser.language.length <= 35],
    ['screen_width', isInt(browser.screen_width, 0, MAX_SCREEN_PIXELS)],
    ['screen_height', isInt(browser.screen_height, 0, MAX_SCREEN_PIXELS)],
    ['time_zone', isInt(browser.time_zone, -MAX_TZ_MINUTES, MAX_TZ_MINUTES)],
    ['java_enabled', typeof browser.java_enabled === 'boolean'],
    ['color_depth', isInt(browser.color_depth, 1, MAX_COLOR_DEPTH)],
  ];
  for (const [field, valid] of checks) {
    // Every field is optional: an absent one falls back to the headers or the defaults.
    if (browser[field] !== undefined && !valid) errors.add(`browser.${field}`, MESSAGES.browser);
  }
  const pick = <T>(field: string, fallback: T): T =>
    browser[field] !== undefined && !errors.errors[`browser.${field}`] ? (browser[field] as T) : fallback;
  return {
    acceptHeader: pick('accept_header', fromHeaders.acceptHeader),
    userAgent: fromHeaders.userAgent,
    language: pick('language', fromHeaders.language).slice(0, MAX_LANGUAGE_CHARS) || DEFAULT_LANGUAGE,
    screenWidth: pick('screen_width', fromHeaders.screenWidth),
    screenHeight: pick('screen_height', fromHeaders.screenHeight),
    timeZone: pick('time_zone', fromHeaders.timeZone),
    javaEnabled: pick('java_enabled', fromHeaders.javaEnabled),
    colorDepth: pick('color_depth', fromHeaders.colorDepth),
  };
}

/**
 * Checks the process call's body: every problem is reported at once (422, Laravel's `errors`).
 * The user agent always comes from the request: it is the shopper's browser that calls.
 */
export function parseProcessInput(
  body: Record<string, unknown>,
  headers: RequestHeaders,
  storefrontOrigins: ReadonlySet<string>,
): ProcessInput {
  const errors = new FieldErrors();
  if (!isInt(body.order_id, 1, ORDER_ID_MAX)) errors.add('order_id', MESSAGES.orderId);
  if (body.id_oper === '-1') errors.add('id_oper', MESSAGES.repeatedIdOper);
  else if (typeof body.id_oper !== 'string' || !ID_OPER.test(body.id_oper))
    errors.add('id_oper', MESSAGES.idOper);
  if (!isRedsysOrder(body.redsys_order)) errors.add('redsys_order', MESSAGES.redsysOrder);
  if (!isStorefrontUrl(body.return_url, storefrontOrigins)) errors.add('return_url', MESSAGES.returnUrl);
  const browser = parseBrowser(body.browser, headers, errors);
  errors.throwIfAny();
  return {
    orderId: body.order_id as number,
    idOper: body.id_oper as string,
    redsysOrder: body.redsys_order as string,
    browser,
    returnUrl: body.return_url as string,
  };
}
