import { SEED_FACTS } from '@shop/sandbox-api';
import { expectCartHolds, PAN } from '../support/cart';
import { expect, type Route, test } from '../support/test';

/** What a browser call sends that another client may send too (not the connection's own headers). */
const sendable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['host', 'connection'].includes(name)));

/**
 * Issue 27 item 2: a new guest's first calls race. The page's first API call (the cart read that
 * coming to the buy button starts) opens a session; a plain form post of the same browser, sent
 * while that call is still on its way, opens one on the shop's server. Before the fix each started
 * a session of its own and the cookie answered last won: the next page read the other, empty cart.
 * Here the page's call reaches the API first, but its answer is held until the form's add is saved:
 * the worst order, every time.
 */
test('a guest’s first add through the plain form survives a session start the page had under way', async ({
  page,
}) => {
  let held: (call: { route: Route; answer: Response }) => void = () => {};
  const pageCallHeld = new Promise<{ route: Route; answer: Response }>((resolve) => {
    held = resolve;
  });
  // The page's call goes to the API at once, as the browser sent it (a client of its own, so its
  // cookies do not reach the browser yet); the browser gets that answer, and its cookies, later.
  await page.route('**/sanctum/csrf-cookie', async (route) => {
    const call = route.request();
    held({ route, answer: await fetch(call.url(), { headers: sendable(await call.allHeaders()) }) });
  });
  await page.goto(PAN);
  // Coming to the buy button reads the cart: the page's first call, which first starts a session.
  await page.getByRole('button', { name: 'Añadir al carrito' }).hover();
  const { route, answer } = await pageCallHeld;

  // Meanwhile the same browser posts the buy form as without JavaScript (its cookies, no session yet).
  const added = await page.request.post('/cart/add', {
    form: { id: String(SEED_FACTS.pan.id), quantity: '1' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  // Only now does the page's call get its answer, last.
  const answered = page.waitForResponse('**/sanctum/csrf-cookie');
  await route.fulfill({
    status: answer.status,
    headers: {
      ...Object.fromEntries(answer.headers),
      'set-cookie': answer.headers.getSetCookie().join('\n'),
    },
  });
  expect((await answered).status()).toBe(204);

  // The next page the browser asks for reads its cart (the cart page as the server renders it for
  // the browser's cookies now).
  await expectCartHolds(page, [SEED_FACTS.pan.name]);
});
