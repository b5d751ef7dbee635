import { expect, test } from '../support/test';
import { clearFaults, setFaults } from '../support/sandbox';
import { wishlistLink, wishlistWired } from '../support/wishlist';
import { SEED_FACTS } from '@shop/sandbox-api';

test.afterEach(clearFaults);

test("a removal the API refuses keeps the product and shows 'Algo salió mal'", async ({ page }) => {
  await page.goto(SEED_FACTS.pan.path);
  await wishlistWired(page);
  // The page's own heart (the related products have theirs).
  const heart = page.getByRole('button', { name: `Guardar en la lista de deseos: ${SEED_FACTS.pan.name}` });
  // The heart fills at the press; the fault below is for the removal, so the save must have answered.
  const saved = page.waitForResponse(
    (response) => /\/api\/v1\/wish-list\/\d+$/.test(response.url()) && response.request().method() === 'POST',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await setFaults({ routes: [{ pattern: '/api/v1/wish-list/', method: 'DELETE', status: 500, times: 1 }] });
  await heart.click();
  await expect(page.getByText('Algo salió mal')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Lista de deseos (1)');
});
