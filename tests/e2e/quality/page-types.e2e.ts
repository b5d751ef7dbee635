import { expect, type Page, test } from '../support/test';
import { PAN } from '../support/cart';
import { contrastFailures } from '../support/contrast';
import { type CheckedPage, checkedPageTitle, checkOnOneLoad, type PageCheck } from '../support/page-checks';
import { categoryChildren } from '../support/sandbox';

// What every page type is held to, each page loaded once for all its checks (issue 30: the
// suite's time): its share card (issue 16 item 6), its breadcrumbs (issue 16 items 2 and 6), what
// a crawler may index (issue 28 item 4) and the contrast of all it shows (issue 16 item 6).

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');

/** The JSON-LD blocks of a page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const breadcrumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');

const SHARE_CARD: PageCheck = {
  name: 'a public page has its share image with alt text and a Twitter card',
  check: async (page) => {
    const image = await meta(page, 'og:image');
    expect(image).toMatch(/^https?:\/\//);
    expect(await meta(page, 'og:image:alt')).toBeTruthy();
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'twitter:title')).toBe(await meta(page, 'og:title'));
    expect(await meta(page, 'twitter:description')).toBeTruthy();
    expect(await meta(page, 'twitter:image')).toBe(image);
    expect(await meta(page, 'twitter:image:alt')).toBeTruthy();
    expect((await page.request.get(image!)).status()).toBe(200);
  },
};

const BREADCRUMBS: PageCheck = {
  name: 'breadcrumbs never repeat a page, on the page and in the BreadcrumbList',
  check: async (page, path) => {
    const names = (await breadcrumbs(page).allTextContents()).map((text) => text.replace('›', '').trim());
    expect(new Set(names).size, `${path}: ${names.join(' › ')}`).toBe(names.length);
    const list = (await structuredData(page)).find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string; name: string }[];
    };
    const items = list.itemListElement;
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(new Set(items.map((item) => item.item)).size).toBe(items.length);
    expect(items.map((item) => item.name)).toEqual(names);
  },
};

const SHOP_CRUMBS: PageCheck = {
  name: "a shop's own page shows two crumbs",
  check: async (page) => {
    await expect(breadcrumbs(page)).toHaveCount(2);
  },
};

const CANONICAL: PageCheck = {
  name: 'category and product pages keep their canonical address',
  check: async (page, path) => {
    const { baseURL } = test.info().project.use;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  },
};

const NOINDEX: PageCheck = {
  name: 'search results are noindex, follow',
  check: async (page) => {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  },
};

/** Last wherever it runs: it lifts aria-hidden and role="img" off the page to ask axe about them. */
const CONTRAST: PageCheck = {
  name: 'every visible text and glyph has enough contrast, decorative ones included',
  check: async (page) => {
    const { text, glyphs } = await contrastFailures(page);
    expect(text).toEqual([]);
    expect(glyphs).toEqual([]);
  },
};

/** The first subcategory of the kitchen shop, as the API lists it. */
async function subcategoryPath(): Promise<string> {
  const [pans] = await categoryChildren(10047);
  return `/c-${pans!.slug}-${pans!.id}`;
}

const PAGE_TYPES: CheckedPage[] = [
  { kind: 'home', path: '/', checks: [SHARE_CARD, CONTRAST] },
  {
    kind: 'shop',
    path: '/c-cocina-10047',
    checks: [SHARE_CARD, BREADCRUMBS, SHOP_CRUMBS, CANONICAL, CONTRAST],
  },
  { kind: 'DIY shop', path: '/c-bricolaje-10154', checks: [CONTRAST] },
  { kind: "shop's second", path: '/c-cocina-10047/productos?page=2', checks: [BREADCRUMBS] },
  { kind: 'subcategory', path: subcategoryPath, checks: [BREADCRUMBS] },
  { kind: 'product', path: PAN, checks: [SHARE_CARD, BREADCRUMBS, CANONICAL, CONTRAST] },
  { kind: 'list', path: '/l-top-ventas', checks: [SHARE_CARD, CONTRAST] },
  { kind: 'search', path: '/c-catalogo-9999?q=sarten', checks: [SHARE_CARD, NOINDEX, CONTRAST] },
  { kind: 'brand', path: '/b-asayaor-7180', checks: [SHARE_CARD] },
  { kind: 'landing', path: '/mascotas', checks: [SHARE_CARD, CONTRAST] },
  { kind: 'legal', path: '/links/aviso-legal', checks: [SHARE_CARD, CONTRAST] },
  { kind: 'cart', path: '/cart', checks: [CONTRAST] },
  { kind: 'login', path: '/login', checks: [CONTRAST] },
];

for (const checked of PAGE_TYPES)
  test(checkedPageTitle(checked), ({ page }) => checkOnOneLoad(page, checked));
