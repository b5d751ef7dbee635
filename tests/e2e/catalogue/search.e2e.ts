import { expect, type Page, test } from '../support/test';
import { expectAccessible } from '../support/axe';
import { servedPage, textsOf } from '../support/served-page';

test('the header search takes the shopper to catalogue results with the matched words marked', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill('sarten');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/c-catalogo-9999\?q=sarten$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «sarten»');
  const firstResult = page.locator('main article').first();
  await expect(firstResult.locator('mark').first()).toHaveText(/^sart[eé]n$/i);
  await expectAccessible(page);
});

test('an order applies once chosen (no button with JavaScript) and keeps the search text', async ({
  page,
}) => {
  await page.goto('/c-catalogo-9999?q=vino');
  await expect(page.getByRole('button', { name: 'Ordenar', exact: true })).toBeHidden();
  await page.getByLabel('Ordenar por').selectOption('price_asc');
  await expect(page).toHaveURL(/q=vino&sort=price_asc/);
  const prices = await page.locator('main article .price-now').allTextContents();
  const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('a malformed page or sort is ignored and the search text is shown escaped', async ({ request }) => {
  // The served HTML, read without rendering it: escaping is the server's.
  const { response, document } = await servedPage(
    request,
    '/c-catalogo-9999?q=%3Cb%3Etaza%3C%2Fb%3E&page=abc&sort=%22%3E',
  );
  expect(response.status()).toBe(200);
  expect(textsOf(document, 'h1')).toEqual(['Resultados para «<b>taza</b>»']);
  expect(document.querySelectorAll('main h1 b')).toHaveLength(0);
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' });
// The search bar hydrates when the shopper comes to it, here the pointer over the box.
const hydrated = async (page: Page) => {
  await page.locator('#header-search').hover();
  await page.locator('[data-island="ready"]:has(#header-search)').waitFor({ state: 'attached' });
};
/** Opens `path` and types `text` into the search bar, hydrated. */
async function searchFrom(page: Page, path: string, text: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await searchBox(page).fill(text);
}

test.describe('the search bar as a combobox', () => {
  test('before any interaction the header is server HTML; Ctrl+K, the first key, focuses the search and typing suggests', async ({
    page,
  }) => {
    await page.goto('/c-cocina-10047');
    await expect(page.locator('[data-island="waiting"]:has(#header-search)')).toHaveCount(1);
    await expect(page.locator('[data-island="waiting"]:has(a[href="/cart"])')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('olla');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });

  test('suggests 5 products and up to 5 brands; arrows walk them and Enter opens one', async ({ page }) => {
    await searchFrom(page, '/c-cocina-10047', 'sarten');
    const list = page.getByRole('listbox', { name: 'Buscar productos' });
    await expect(list.getByRole('group', { name: 'Productos' }).getByRole('option')).toHaveCount(5);
    const brands = await list.getByRole('group', { name: 'Marcas' }).getByRole('option').count();
    expect(brands).toBeGreaterThan(0);
    expect(brands).toBeLessThanOrEqual(5);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'sugerencias disponibles' })).toHaveText(
      /^\d+ sugerencias disponibles/,
    );
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/c-cocina/);
    await expect(page.locator('form.add-to-cart')).toBeVisible();
  });

  test('Escape clears, Ctrl+K focuses, a click outside closes', async ({ page }) => {
    await page.goto('/c-cocina-10047');
    await hydrated(page);
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('olla');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.type('cuchillo');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).toHaveValue('cuchillo');
  });

  test('a search joins the history 750 ms after its results; the empty bar offers the last 3', async ({
    page,
  }) => {
    await page.goto('/c-cocina-10047');
    await hydrated(page);
    // Words the kitchen shop sells (suggestions ask within the page's shop).
    for (const term of ['olla', 'taza', 'cuchillo', 'sarten']) {
      await searchBox(page).fill(term);
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expect
        .poll(async () => page.evaluate(() => localStorage.getItem('history_search') ?? ''))
        .toContain(term);
    }
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('history_search') ?? '[]') as { term: string }[],
    );
    expect(stored.map((entry) => entry.term)).toEqual(['sarten', 'cuchillo', 'taza', 'olla']);
    await page.keyboard.press('Escape');
    await page.locator('main h1').click();
    await searchBox(page).focus();
    const recent = page
      .getByRole('listbox')
      .getByRole('group', { name: 'Búsquedas recientes' })
      .getByRole('option');
    await expect(recent).toHaveText(['sarten', 'cuchillo', 'taza']);
    await recent.nth(1).click();
    await expect(page).toHaveURL(/\/c-catalogo-9999\?q=cuchillo$/);
  });

  test("suggestions come from the page's themed shop; one that has none falls back to the whole catalogue and says so", async ({
    page,
  }) => {
    await searchFrom(page, '/', 'pienso');
    const products = page.getByRole('listbox').getByRole('group', { name: 'Productos' }).getByRole('option');
    await expect(products).toHaveCount(5);
    await expect(products.first()).toContainText(/pienso/i);
    await expect(page.locator('[data-whole-catalogue]')).toHaveCount(0);
    // The kitchen sells no dog food; the catalogue does (issue 27: no 'No hay resultados' there).
    await searchFrom(page, '/c-cocina-10047', 'pienso');
    await expect(page.locator('[data-whole-catalogue]')).toHaveText(
      'No hay resultados en esta tienda. Mostramos resultados de todo el catálogo.',
    );
    await expect(products).toHaveCount(5);
    await expect(products.first()).toContainText(/pienso/i);
    await expect(page.getByText('No hay resultados para «pienso»')).toHaveCount(0);
    await expect(page.getByRole('option', { name: /^Ver los \d+ resultados/ })).toBeVisible();
  });
});

test.describe('the search bar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain form to the catalogue', async ({ page }) => {
    await page.goto('/c-cocina-10047');
    await page.locator('#header-search').fill('vino');
    await page.locator('#header-search').press('Enter');
    await expect(page).toHaveURL(/\/c-catalogo-9999\?q=vino$/);
  });
});

test.describe('search pages help (issue 15)', () => {
  // Words the seed sells: 'saretn' is one typo from the pans' 'sartén'; 'zzqxw' and 'ywqzz' match nothing.
  const TYPO = 'saretn';
  const NOTHING = 'zzqxw';
  /** Longer than the history's 750 ms after results (spec §4), run on the page's clock. */
  const PAST_HISTORY_SAVE_MS = 1500;
  const storedTerms = (page: Page) =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('history_search') ?? '[]') as { term: string }[]).map(
        (entry) => entry.term,
      ),
    );

  for (const size of [
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ]) {
    test.describe(`at ${size.name} size`, () => {
      test.use({ viewport: size.viewport });

      test('a corrected query says what it shows, links to the typed words, and only the correction joins the history', async ({
        page,
      }) => {
        await page.clock.install();
        await page.goto(`/c-catalogo-9999?q=${TYPO}`);
        await expect(page.getByText(/^Mostrando resultados de «sart[eé]n»/i)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Resultados para «sart[eé]n»$/i);
        await expect(page.locator('main article').first()).toBeVisible();
        // The box keeps the query as typed, already in the server's HTML.
        await expect(searchBox(page)).toHaveValue(TYPO);
        await expect.poll(() => storedTerms(page)).toEqual([expect.stringMatching(/^sart[eé]n$/i)]);
        await expectAccessible(page);

        await page.getByRole('link', { name: `Buscar «${TYPO}» tal como lo escribiste` }).click();
        await expect(page).toHaveURL(new RegExp(`\\?q=${TYPO}&original=1$`));
        await expect(page.getByRole('heading', { name: `No hay resultados para «${TYPO}»` })).toBeVisible();
        await expect(
          page.getByRole('link', { name: /^¿Quizás quisiste decir «sart[eé]n»\?$/i }),
        ).toBeVisible();
        // Time moves past the history's delay on the page's own clock (installed at the start).
        await page.clock.runFor(PAST_HISTORY_SAVE_MS);
        expect(await storedTerms(page)).toEqual([expect.stringMatching(/^sart[eé]n$/i)]);
      });

      test('a search that found nothing helps: tips, departments and top sellers, and no empty filters', async ({
        page,
      }) => {
        // No looser query finds anything either (issue 27): the page says plainly that nothing matched.
        await page.clock.install();
        await page.goto(`/c-catalogo-9999?q=${NOTHING}+ywqzz`);
        const help = page.locator('[data-no-results]');
        await expect(
          help.getByRole('heading', { name: `No hay resultados para «${NOTHING} ywqzz»` }),
        ).toBeVisible();
        await expect(page.locator('[data-relaxed-query]')).toHaveCount(0);
        await expect(help.getByText('Revisa la ortografía de las palabras.')).toBeVisible();
        await expect(help.getByRole('link', { name: 'ywqzz', exact: true })).toHaveAttribute(
          'href',
          '/c-catalogo-9999?q=ywqzz',
        );
        await expect(
          help.getByRole('navigation', { name: 'Categorías populares' }).getByRole('link'),
        ).not.toHaveCount(0);
        await expect(help.getByRole('heading', { name: 'Los más vendidos' })).toBeVisible();
        await expect(help.locator('article')).not.toHaveCount(0);
        await expect(page.getByRole('form', { name: 'Filtros' })).toHaveCount(0);
        await expect(page.getByText('Precio (€)')).toHaveCount(0);
        await expect(searchBox(page)).toHaveValue(`${NOTHING} ywqzz`);
        await expectAccessible(page);
        // Time moves past the history's delay on the page's own clock (installed at the start).
        await page.clock.runFor(PAST_HISTORY_SAVE_MS);
        expect(await storedTerms(page)).toEqual([]);
      });

      test('focus leaving the search box closes its panel', async ({ page }) => {
        await page.goto('/c-catalogo-9999?q=vino');
        await expect.poll(() => storedTerms(page)).toEqual(['vino']);
        await hydrated(page);
        // The box holds the page's query; emptied, it offers the recent searches.
        await searchBox(page).focus();
        await searchBox(page).fill('');
        await expect(page.getByRole('group', { name: 'Búsquedas recientes' })).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(searchBox(page)).not.toBeFocused();
        await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('group', { name: 'Búsquedas recientes' })).toBeHidden();
      });
    });
  }

  test("suggestions end with 'Ver los N resultados', reached by the arrows, which opens the search", async ({
    page,
  }) => {
    await searchFrom(page, '/', 'sarten');
    const list = page.getByRole('listbox', { name: 'Buscar productos' });
    const all = list.getByRole('option', { name: /^Ver los \d+ resultados$/ });
    await expect(all).toBeVisible();
    await expect(list.getByRole('option').last()).toHaveText(/^Ver los \d+ resultados$/);
    // The categories that narrow the matches ('Sartenes y cazos', not the kitchen shop holding them all).
    const categories = list.getByRole('group', { name: 'Categorías' }).getByRole('option');
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeLessThanOrEqual(5);
    await expect(categories.filter({ hasText: /^Cocina y menaje/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('ArrowUp');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/c-catalogo-9999\?q=sarten$/);
  });

  test('the magnifier and Enter search what is in the box while the island is still loading', async ({
    page,
  }) => {
    // Scripts arrive late: the first interaction starts hydration, which cannot finish yet.
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/c-cocina-10047', { waitUntil: 'domcontentloaded' });
    await page.locator('#header-search').fill('olla');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/c-catalogo-9999\?q=olla$/);
    await expect(searchBox(page)).toHaveValue('olla');
    await page.locator('#header-search').fill('vino tinto');
    await page.locator('#header-search').press('Enter');
    await expect(page).toHaveURL(/\/c-catalogo-9999\?q=vino\+tinto$/);
  });
});

test.describe('search never dead-ends (issue 27)', () => {
  test('a query that finds nothing shows the looser words’ products, says so and keeps the shopper’s words', async ({
    page,
  }) => {
    // The seed sells phone cases, none for an iPhone: 'funda' alone finds them.
    await page.goto('/c-catalogo-9999?q=funda+iphone');
    await page.locator('html[data-scripts="ready"]').waitFor({ state: 'attached' });
    await expect(page.locator('[data-relaxed-query]')).toHaveText(
      'No hay resultados para «funda iphone». Mostramos resultados de «funda».',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «funda»');
    const results = page.locator('main article');
    await expect(results.first()).toContainText(/^Funda /);
    await expect(page.locator('[data-no-results]')).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('funda iphone');
    await expectAccessible(page);
  });

  // The next two read the served HTML without rendering it: the results are the server's.
  test("an everyday name finds the catalogue's product: 'comida para perro' is the dog food", async ({
    request,
  }) => {
    const { document } = await servedPage(request, '/c-catalogo-9999?q=comida+para+perro');
    expect(document.querySelectorAll('[data-relaxed-query]')).toHaveLength(0);
    const names = textsOf(document, 'main article h2, main article h3');
    expect(names.length).toBeGreaterThan(4);
    for (const name of names.slice(0, 5)) expect(name).toMatch(/^Pienso para perros/);
  });

  test('what the catalogue does not sell finds nothing, not coffee cups for a coffee maker', async ({
    request,
  }) => {
    // How the help for no results shows (visible, accessible) is 'a search that found nothing helps'.
    const { document } = await servedPage(request, '/c-catalogo-9999?q=cafetera');
    expect(textsOf(document, '[data-no-results] :is(h1, h2, h3)')).toContain(
      'No hay resultados para «cafetera»',
    );
    expect(document.querySelectorAll('[data-relaxed-query]')).toHaveLength(0);
  });
});
