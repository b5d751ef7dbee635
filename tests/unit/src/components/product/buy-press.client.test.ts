// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';

const { expectAdd, add, seed, openSessionAhead, saveCartAhead, session } = vi.hoisted(() => ({
  expectAdd: vi.fn(),
  add: vi.fn(),
  seed: vi.fn(),
  openSessionAhead: vi.fn(async () => {}),
  saveCartAhead: vi.fn(async () => null),
  session: { open: false },
}));
vi.mock('../../../../../src/stores/api-url', () => ({ API_URL: 'http://api.test' }));
vi.mock('../../../../../src/stores/cart', () => ({ cart: { expectAdd, add, seed } }));
const { watchQuickBuyEarly } = vi.hoisted(() => ({ watchQuickBuyEarly: vi.fn() }));
vi.mock('../../../../../src/components/product/early-quick-buy.client', () => ({ watchQuickBuyEarly }));
vi.mock('../../../../../src/api/cart-ahead', () => ({
  openSessionAhead,
  saveCartAhead,
  sessionless: () => !session.open,
}));

const { addOnEarlyPress, expectAddOnBuyPress } = await import(
  '../../../../../src/components/product/buy-press.client'
);

/** A product page's buy form (id 'comprar') and the phone's buy bar that submits it. */
function page(button = '<button type="submit">Añadir al carrito</button>'): void {
  document.body.innerHTML = `<form id="comprar">${button}</form><button type="submit" form="comprar">Añadir</button>`;
}

afterEach(() => {
  for (const mock of [expectAdd, seed, openSessionAhead, saveCartAhead, watchQuickBuyEarly]) mock.mockClear();
  add.mockReset();
  session.open = false;
  document.body.innerHTML = '';
});

const LINE = { product: { id: 7, name: 'Sartén de hierro 28 cm' }, unit: 34.9 };

/** A product page with the line to add, its island in `state`, and the phone's buy bar. */
function buyPage(state: string, pressed = ''): void {
  document.body.innerHTML = `<astro-island data-island="${state}"><form id="comprar" method="post" action="/cart/add">
    <input name="quantity" value="2"><button type="submit" ${pressed}>Añadir al carrito</button></form></astro-island>
    <div hidden data-buy-line='${JSON.stringify(LINE)}'></div><button type="submit" form="comprar">Añadir</button>`;
}

describe('expectAddOnBuyPress', () => {
  test('asked for at the first touch of the buy form (EarlyAdd.astro), it starts at once loading what an add needs and opens a new shopper’s guest session', () => {
    page();
    expectAddOnBuyPress(document);
    expect(expectAdd).toHaveBeenCalledTimes(1);
    // Opened now, before the API client's code, and before the page's other scripts.
    expect(openSessionAhead).toHaveBeenCalledWith('http://api.test');
  });

  test('the early quick-buy popup’s code loads with it and watches the page’s product', async () => {
    buyPage('waiting');
    expectAddOnBuyPress(document);
    await vi.waitFor(() => expect(watchQuickBuyEarly).toHaveBeenCalledWith(document, LINE.product.id));
  });

  test('a page without the line (a gift card) loads no early popup', async () => {
    page();
    expectAddOnBuyPress(document);
    await vi.dynamicImportSettled();
    expect(expectAdd).toHaveBeenCalledTimes(1);
    expect(watchQuickBuyEarly).not.toHaveBeenCalled();
  });

  test('a sold-out product’s form asks nothing', () => {
    page('<button type="submit" disabled>Agotado</button>');
    expectAddOnBuyPress(document);
    expect(expectAdd).not.toHaveBeenCalled();
    expect(openSessionAhead).not.toHaveBeenCalled();
  });
});

describe('addOnEarlyPress', () => {
  test('a press before React adds the line at once through the cart store, the page staying and the button pressed while it saves', async () => {
    let saved!: (done: boolean) => void;
    add.mockReturnValue(new Promise((resolve) => (saved = resolve)));
    buyPage('hydrating');
    addOnEarlyPress(document);
    const button = document.querySelector<HTMLButtonElement>('#comprar button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(add).toHaveBeenCalledWith(LINE.product, LINE.unit, 2, [], expect.any(Function)),
    );
    expect(button.hasAttribute('data-pending')).toBe(true);
    // Taken: React will not press it again, nor a failure of the island's code reload the page.
    expect(document.querySelector('astro-island')!.hasAttribute('data-press-taken')).toBe(true);
    // A second press while the first saves adds nothing more.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(add).toHaveBeenCalledTimes(1);
    saved(true);
    await vi.waitFor(() => expect(button.hasAttribute('data-pending')).toBe(false));
  });

  test('a new shopper (no session) has an empty cart: it is known at once and the save goes out ahead of the client', async () => {
    add.mockResolvedValue(true);
    buyPage('hydrating');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(seed).toHaveBeenCalledWith(null);
    const ahead = add.mock.calls[0]![4] as (lines: unknown) => Promise<unknown>;
    await ahead([{ id: 7, quantity: 2 }]);
    expect(saveCartAhead).toHaveBeenCalledWith('http://api.test', [{ id: 7, quantity: 2 }]);
  });

  test('a shopper with a session has a saved cart to read first: the add goes through the client alone', async () => {
    session.open = true;
    add.mockResolvedValue(true);
    buyPage('hydrating');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(seed).not.toHaveBeenCalled();
    expect(add).toHaveBeenCalledWith(LINE.product, LINE.unit, 2, [], undefined);
  });

  test('the phone’s buy bar adds the same line', async () => {
    add.mockResolvedValue(true);
    buyPage('waiting');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('[form="comprar"]')!.click();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  });

  test('a press React’s directive held before this script came is taken over, never pressed twice', async () => {
    add.mockResolvedValue(true);
    buyPage('hydrating', 'data-pending');
    addOnEarlyPress(document);
    expect(document.querySelector('astro-island')!.hasAttribute('data-press-taken')).toBe(true);
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  });

  test('a held press found when it comes goes out at once: the new shopper’s save starts in that very task', () => {
    add.mockResolvedValue(true);
    buyPage('hydrating', 'data-pending');
    addOnEarlyPress(document);
    // Nothing awaited before the add (the early add's calls came with this script).
    expect(add).toHaveBeenCalledWith(LINE.product, LINE.unit, 2, [], expect.any(Function));
    expect(seed).toHaveBeenCalledWith(null);
  });

  test('once the island is ready its own handlers do the work', () => {
    buyPage('ready');
    addOnEarlyPress(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#comprar button')!.dispatchEvent(click);
    expect(add).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  test('a page without the line (a gift card) leaves the press to the island', () => {
    buyPage('waiting');
    document.querySelector('[data-buy-line]')!.remove();
    addOnEarlyPress(document);
    document
      .querySelector<HTMLButtonElement>('#comprar button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(add).not.toHaveBeenCalled();
  });
});
