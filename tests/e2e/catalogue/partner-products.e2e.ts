import { expect, test } from '../support/test';
import { expectAccessible } from '../support/axe';

const PAGES = [
  ['/c-asayaor-10155/p-barbacoa-portatil', /barbacoa port[aá]til/i],
  ['/c-asayaor-10155/p-catblock', /catblock/i],
  ['/c-asayaor-10155/p-pack-4-catblocks', /pack de 4 catblocks/i],
] as const;

for (const [path, name] of PAGES) {
  test(`the fixed partner product page ${path} shows its product`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).not.toBe(path);
    await expectAccessible(page);
  });
}

test('an unknown fixed partner page is a 404', async ({ request }) => {
  expect((await request.get('/c-asayaor-10155/p-no-existe')).status()).toBe(404);
});
