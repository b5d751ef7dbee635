/**
 * Every timing and limit of spec §9, named after what it means. Change a number here, never inline.
 */

/** Currency of every price (spec §9). */
export const CURRENCY = 'EUR';
/** Locale of numbers, dates and the page language (spec §9). */
export const LOCALE = 'es-ES';

// Quick-buy popup (§2, §4).
/** Quick-buy closes after this long without a click. */
export const QUICK_BUY_CLOSE_MS = 5000;
/** Quick-buy replaces the toast on screens narrower than this. */
export const QUICK_BUY_MAX_WIDTH_PX = 768;
/** Quick-buy product image is this square size. */
export const QUICK_BUY_IMAGE_PX = 500;

// Mini cart (§2, §4).
/** The mini cart opened after an add closes after this long. */
export const MINI_CART_CLOSE_MS = 3000;
/** The mini cart opened by hover closes this long after the pointer leaves. */
export const MINI_CART_HOVER_CLOSE_MS = 250;
/** The mini cart is hidden on screens narrower than this. */
export const MINI_CART_MIN_WIDTH_PX = 600;
/** Routes where the mini cart never shows (and their sub-routes, except for the home). */
export const MINI_CART_HIDDEN_PATHS = ['/', '/cart', '/checkout'] as const;

// Header and navigation (§2).
/** A category dropdown closes this long after the pointer leaves. */
export const NAVBAR_HOVER_CLOSE_MS = 200;
/** The sticky header slides in once the page is scrolled past this. */
export const STICKY_HEADER_SCROLL_PX = 50;

// Footer ratings carousel (§2, §7).
/** Ratings fetched for the footer carousel, per page, and how many it shows. */
export const FOOTER_RATINGS_PER_PAGE = 20;
/** The footer shows reviews of at least this many stars (no 1–2★ complaint greets a shopper). */
export const FOOTER_RATINGS_MIN_STARS = 4;
/** Pages of ratings read, at most, to find the footer's well-rated reviews. */
export const FOOTER_RATINGS_MAX_PAGES = 5;
/** Footer ratings sent in every page's HTML; the rest load as the carousel nears the screen (issue 17). */
export const FOOTER_RATINGS_IN_PAGE = 2;
/** How far below the screen the carousel starts loading the rest of its ratings. */
export const FOOTER_RATINGS_PRELOAD_MARGIN_PX = 800;
/** The footer carousel advances this often while visible and not hovered. */
export const FOOTER_RATINGS_ROTATION_MS = 5000;

// Product page (issue 16).
/** Reviews listed per page of a product page (links with `?opiniones=` page on without JavaScript). */
export const PRODUCT_REVIEWS_PER_PAGE = 5;
/** Days a buyer has to withdraw from a purchase (the terms' 'Derecho de desistimiento'). */
export const WITHDRAWAL_DAYS = 14;

/** Default page size of the full wishlist (§7). */
export const WISHLIST_PER_PAGE = 50;

// Search bar (§2, §4, §5).
/** Product suggestions shown while typing. */
export const SEARCH_SUGGESTIONS = 5;
/** Brand facets shown while typing, at most. */
export const SEARCH_BRANDS_MAX = 5;
/** Most categories the search bar suggests (issue 15: "the matching categories"). */
export const SEARCH_CATEGORIES_MAX = 5;
/** History entries shown with an empty search, at most. */
export const SEARCH_HISTORY_SHOWN = 3;
/** History entries kept in local storage, at most. */
export const SEARCH_HISTORY_STORED = 10;
/** Local storage key of the search history. */
export const SEARCH_HISTORY_KEY = 'history_search';
/** Typing shows the loader and clears results after this long. */
export const SEARCH_LOADER_MS = 500;
/** A search is saved to history this long after its results arrive. */
export const SEARCH_HISTORY_SAVE_MS = 750;
/**
 * Looser searches a results page that found nothing tries, at most (issue 27): each one call to
 * the API, made only while the answers are empty. Four try every one- and two-word part of a
 * query of three at its ends ('vino tinto zzz' → 'vino tinto', 'tinto zzz', 'vino', 'zzz').
 */
export const SEARCH_RELAXATIONS_MAX = 4;
/** Top sellers a results page that found nothing offers instead. */
export const NO_RESULTS_TOP_SELLERS = 8;

// Feedback (§8, §9).
/** A global toast stays this long. */
export const TOAST_MS = 7000;
/** An info popup stays this long. */
export const INFO_POPUP_MS = 2000;
/** A failed page-chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Minimum delay of a fetch, so loaders do not flicker. */
export const FETCH_MIN_DELAY_MS = 200;

// Cookie consent (§4).
/** The consent cookie lasts this many days. */
export const CONSENT_COOKIE_DAYS = 365;
/** With `?gl=v2` the banner and analytics wait this long. */
export const CONSENT_GL_V2_DELAY_MS = 5000;
/** Consent Mode's `wait_for_update`: how long Google's tags wait for the stored choice before using the denied defaults. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
/** Optional consent categories; necessary cookies are always on. */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;

// Image transform sizes (§9: 170, 60, 70, 75, 200; width = height, 2x offered for dense screens).
/** Product cards in every grid (a grid cell is at most 200 px wide). */
export const CARD_IMAGE_PX = 200;
/** Category tiles (home sections, shop landings) and the cart page's lines. */
export const TILE_IMAGE_PX = 75;
export const CART_LINE_IMAGE_PX = 75;
/** The mini cart's lines. */
export const MINI_CART_IMAGE_PX = 70;
/** Navbar menu images and search suggestions. */
export const MENU_IMAGE_PX = 60;
export const SUGGESTION_IMAGE_PX = 60;

/** Brands with a page of their own, `/b-{slug}-{id}` (spec §2: the partner brand Asayaor). */
export const BRAND_PAGE_IDS = [7180];

/** Category ids of the themed shops (§9). */
export const CATEGORY_IDS = {
  catalogue: 9999,
  drinks: 10000,
  electro: 10011,
  kitchen: 10047,
  pets: 10153,
  diy: 10154,
  partner: 10155,
  ham: 10190,
  giftCards: 10197,
} as const;

/** Root of the category tree: the parent when no main category applies (§7). */
export const ROOT_CATEGORY_ID = 1;

/** Client-side timeout of one API call; a timeout is reported as 'Servidor no disponible' (§8). */
export const API_TIMEOUT_MS = 10_000;

/** Amount a buyer may choose for a gift card, in euros (the API's rule for `prices_override`). */
export const GIFT_CARD_MIN_EUROS = 10;
export const GIFT_CARD_MAX_EUROS = 500;

/** Most units of one product in a cart line; the API refuses more (and never more than stock). */
export const CART_LINE_MAX_QUANTITY = 999;

/** Orders per page of the account's order list; the dashboard shows the latest few. */
export const ORDERS_PER_PAGE = 10;
export const DASHBOARD_ORDERS = 3;

/** IVA of the shop's prices (all shown prices include it, domain facts): what `purchase` reports as tax. */
export const VAT_RATE = 0.21;

/** Shortest password the API takes (its 422 says so too); the account's forms say it before sending. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest customer name the API keeps (the shop's greeting note is cut there too). */
export const CUSTOMER_NAME_MAX_LENGTH = 100;

/** How long the browser that placed a guest order opens it without the contact (the API's grant). */
export const GUEST_ORDER_VIEW_MINUTES = 30;
/** Guest orders one browser remembers having placed (the newest). */
export const GUEST_ORDERS_REMEMBERED = 5;
