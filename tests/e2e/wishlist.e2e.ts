import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { wishlistLink, wishlistWired } from './support/wishlist';
import { SEED_FACTS } from '../../scripts/sandbox-api/seed/facts.ts';

// A refused removal is in api-faults/wishlist-errors.e2e.ts (it switches the sandbox's faults).

test('a heart on a card saves the product, the header counts it, and the wishlist page lists it', async ({
  page,
}) => {
  await page.goto('/c-cocina-10047');
  await wishlistWired(page);
  const card = page.locator('main article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const heart = card.getByRole('button', { name: `Guardar en la lista de deseos: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (1)');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de deseos' })).toBeVisible();
  const saved = page.locator('main article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('heading')).toHaveText(name);
  await expect(saved.getByRole('button', { name: /^Guardar en la lista de deseos/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);
  await saved.getByRole('button', { name: /^Guardar en la lista de deseos/ }).click();
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (0)');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart is a form: it saves, sends the shopper back, and a second press removes', async ({
    page,
  }) => {
    await page.goto(SEED_FACTS.pan.path);
    // The page's own heart (the related products have theirs).
    await page.getByRole('button', { name: `Guardar en la lista de deseos: ${SEED_FACTS.pan.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${SEED_FACTS.pan.path}$`));
    await page.goto('/wishlist');
    await expect(page.locator('main article')).toHaveCount(1);
    await page
      .locator('main article')
      .getByRole('button', { name: /^Guardar en la lista de deseos/ })
      .click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByText('Aún no has guardado ningún producto')).toBeVisible();
  });
});
