import { expect, test } from '../support/test';

// Spec §8/§9: a page whose code chunk cannot be loaded (an open page after a deploy) reloads, at
// most once a minute, so a chunk that is really gone never becomes a reload loop.
test('an island whose chunk fails to load reloads the page once, then holds within the minute', async ({
  page,
}) => {
  await page.goto('/c-cocina-10047');
  // The loading bar's island (its chunk is named after LoadingBar.tsx): it hydrates on any first
  // interaction (named islands wait to be reached).
  let refused = 0;
  // Gone for good, as after a deploy: Astro's own retry (the same file with `?astro-retry=`) fails too.
  await page.route(/\/_astro\/LoadingBar\.[\w-]+\.js(\?.*)?$/, (route) => {
    refused += 1;
    return route.abort('failed');
  });

  // The first interaction hydrates the islands: the chunk fails and the page reloads.
  const reloaded = page.waitForEvent('framenavigated');
  await page.mouse.move(200, 300);
  await reloaded;
  await page.waitForLoadState('load');
  expect(refused).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('mt_chunk_reload_at'))).toMatch(/^\d+$/);

  // The same failure again within the minute: no second reload, the page stays as it is.
  let navigations = 0;
  page.on('framenavigated', () => {
    navigations += 1;
  });
  await page.mouse.move(300, 400);
  await expect(page.locator('html')).toHaveAttribute('data-chunk-reload-held', 'true');
  expect(refused).toBe(4);
  expect(navigations).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
