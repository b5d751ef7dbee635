// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { eventually } from '../../../support/eventually';

const { expectAdd, add, seed, openSessionAhead, saveCartAhead, session, heard } = vi.hoisted(() => ({
  expectAdd: vi.fn(),
  /** The cart the store holds: one another tab saved, or none. */
  heard: { cart: null as unknown },
  add: vi.fn(),
  seed: vi.fn(),
  openSessionAhead: vi.fn(async () => {}),
  saveCartAhead: vi.fn(async () => null),
  session: { open: false },
}));
vi.mock('../../../../../src/stores/api-url', () => ({ API_URL: 'http://api.test' }));
vi.mock('../../../../../src/stores/cart', () => ({
  cart: { expectAdd, add, seed, $cart: { get: () => heard.cart } },
}));
const { watchQuickBuyEarly, showSavedEarly } = vi.hoisted(() => ({
  watchQuickBuyEarly: vi.fn(),
  showSavedEarly: vi.fn(),
}));
vi.mock('../../../../../src/components/product/early-quick-buy.client', () => ({
  watchQuickBuyEarly,
  showSavedEarly,
}));
vi.mock('../../../../../src/api/cart-ahead', () => ({
  openSessionAhead,
  saveCartAhead,
  noSavedCart: () => !session.open,
}));

const { addOnEarlyPress, expectAddOnBuyPress } = await import(
  '../../../../../src/components/product/buy-press.client'
);

/** A product page's buy form (id 'comprar') and the phone's buy bar that submits it. */
function page(button = '<button type="submit">Añadir al carrito</button>'): void {
  document.body.innerHTML = `<form id="comprar">${button}</form><button type="submit" form="comprar">Añadir</button>`;
}

afterEach(() => {
  for (const mock of [expectAdd, seed, openSessionAhead, saveCartAhead, watchQuickBuyEarly, showSavedEarly])
    mock.mockClear();
  add.mockReset();
  session.open = false;
  heard.cart = null;
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
  test('a touch on the buy form or on the phone’s bar, before React, starts loading what an add needs', async () => {
    page();
    expectAddOnBuyPress(document);
    expect(expectAdd).not.toHaveBeenCalled();
    document.querySelector('[form="comprar"]')!.dispatchEvent(new Event('touchstart'));
    expect(expectAdd).toHaveBeenCalledTimes(1);
    // A new shopper's guest session opens at the touch, before the API client's code.
    await eventually(() => expect(openSessionAhead).toHaveBeenCalledWith('http://api.test'));
    // Once per form: a later touch asks nothing more.
    document.getElementById('comprar')!.dispatchEvent(new Event('pointerdown'));
    expect(expectAdd).toHaveBeenCalledTimes(1);
  });

  test('asked for at the touch itself (EarlyAdd.astro), it starts at once; the page’s script, coming after, starts nothing again', async () => {
    page();
    expectAddOnBuyPress(document, true);
    expect(expectAdd).toHaveBeenCalledTimes(1);
    await eventually(() => expect(openSessionAhead).toHaveBeenCalledTimes(1));
    expectAddOnBuyPress(document);
    document.getElementById('comprar')!.dispatchEvent(new Event('touchstart'));
    await vi.dynamicImportSettled();
    expect(expectAdd).toHaveBeenCalledTimes(1);
    expect(openSessionAhead).toHaveBeenCalledTimes(1);
  });

  test('a press already held for React when the page’s scripts come starts it at once', () => {
    page('<button type="submit" data-pending>Añadir al carrito</button>');
    expectAddOnBuyPress(document);
    expect(expectAdd).toHaveBeenCalledTimes(1);
  });

  test('the early quick-buy popup’s code loads at the first touch of the buy form, not before, and watches the page’s product', async () => {
    buyPage('waiting');
    expectAddOnBuyPress(document);
    await vi.dynamicImportSettled();
    expect(watchQuickBuyEarly).not.toHaveBeenCalled();
    document.querySelector('[form="comprar"]')!.dispatchEvent(new Event('touchstart'));
    await eventually(() => expect(watchQuickBuyEarly).toHaveBeenCalledWith(document, LINE.product.id));
  });

  test('a page without the line (a gift card) loads no early popup', async () => {
    page();
    expectAddOnBuyPress(document);
    document.getElementById('comprar')!.dispatchEvent(new Event('touchstart'));
    await vi.dynamicImportSettled();
    expect(expectAdd).toHaveBeenCalledTimes(1);
    expect(watchQuickBuyEarly).not.toHaveBeenCalled();
  });

  test('a sold-out product’s form asks nothing', () => {
    page('<button type="submit" disabled>Agotado</button>');
    expectAddOnBuyPress(document);
    document.getElementById('comprar')!.dispatchEvent(new Event('touchstart'));
    expect(expectAdd).not.toHaveBeenCalled();
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
    await eventually(() =>
      expect(add).toHaveBeenCalledWith(LINE.product, LINE.unit, 2, [], expect.any(Function)),
    );
    expect(button.hasAttribute('data-pending')).toBe(true);
    // Taken: React will not press it again, nor a failure of the island's code reload the page.
    expect(document.querySelector('astro-island')!.hasAttribute('data-press-taken')).toBe(true);
    // A second press while the first saves adds nothing more.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(add).toHaveBeenCalledTimes(1);
    saved(true);
    await eventually(() => expect(button.hasAttribute('data-pending')).toBe(false));
  });

  test('while a press before React is being added the page is marked, so its islands load after the answer; a refused add unmarks it too', async () => {
    const html = document.documentElement;
    // The screens where the page's islands wait for the add (EarlyAdd.astro names phones): all here.
    const pressFirst = '<template data-press-scripts data-press-first="all"></template>';
    for (const outcome of ['saved', 'refused'] as const) {
      let answered!: () => void;
      add.mockReturnValueOnce(
        new Promise<boolean>((resolve) => {
          answered = () => resolve(outcome === 'saved');
        }),
      );
      buyPage('hydrating');
      document.body.insertAdjacentHTML('beforeend', pressFirst);
      addOnEarlyPress(document);
      document.querySelector<HTMLButtonElement>('#comprar button')!.click();
      expect(html.hasAttribute('data-press-adding'), outcome).toBe(true);
      await eventually(() => expect(add).toHaveBeenCalled());
      answered();
      await eventually(() => expect(html.hasAttribute('data-press-adding'), outcome).toBe(false));
      add.mockReset();
    }
  });

  test('on the screens where the add shows in React (a desktop: toast and mini cart) nothing waits for it', async () => {
    add.mockReturnValue(new Promise(() => {}));
    buyPage('hydrating');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<template data-press-scripts data-press-first="(width < 1px)"></template>',
    );
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await eventually(() => expect(add).toHaveBeenCalled());
    expect(document.documentElement.hasAttribute('data-press-adding')).toBe(false);
  });

  test('a new shopper (no session) has an empty cart: it is known at once and the save goes out ahead of the client', async () => {
    add.mockResolvedValue(true);
    buyPage('hydrating');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await eventually(() => expect(add).toHaveBeenCalledTimes(1));
    expect(seed).toHaveBeenCalledWith(null);
    const ahead = add.mock.calls[0]![4] as (lines: unknown) => Promise<unknown>;
    await ahead([{ id: 7, quantity: 2 }]);
    expect(saveCartAhead).toHaveBeenCalledWith('http://api.test', [{ id: 7, quantity: 2 }]);
  });

  test('the answer of the save sent ahead opens the early popup with it at once, and goes to the store as it came', async () => {
    const answer = { data: { items: [{ product: { id: 7 }, quantity: 2 }] } };
    saveCartAhead.mockResolvedValueOnce(answer as never);
    add.mockResolvedValue(true);
    buyPage('hydrating');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await eventually(() => expect(add).toHaveBeenCalledTimes(1));
    const ahead = add.mock.calls[0]![4] as (lines: unknown) => Promise<unknown>;
    expect(await ahead([{ id: 7, quantity: 2 }])).toBe(answer);
    await eventually(() => expect(showSavedEarly).toHaveBeenCalledWith(document, LINE.product.id, answer));
  });

  test.each([
    ['a shopper with a session has a saved cart to read first', () => (session.open = true)],
    [
      'a new shopper whose store holds a cart another tab saved meanwhile reads it first',
      () => (heard.cart = { items: [{ product: { id: 9 }, quantity: 1 }] }),
    ],
  ])('%s: the add goes through the client alone, no save ahead', async (_case, arrange) => {
    arrange();
    add.mockResolvedValue(true);
    buyPage('hydrating');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await eventually(() => expect(add).toHaveBeenCalledTimes(1));
    expect(seed).not.toHaveBeenCalled();
    expect(add).toHaveBeenCalledWith(LINE.product, LINE.unit, 2, [], undefined);
  });

  test('the phone’s buy bar adds the same line', async () => {
    add.mockResolvedValue(true);
    buyPage('waiting');
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('[form="comprar"]')!.click();
    await eventually(() => expect(add).toHaveBeenCalledTimes(1));
  });

  test('a press React’s directive held before this script came is taken over, never pressed twice', async () => {
    add.mockResolvedValue(true);
    buyPage('hydrating', 'data-pending');
    addOnEarlyPress(document);
    expect(document.querySelector('astro-island')!.hasAttribute('data-press-taken')).toBe(true);
    await eventually(() => expect(add).toHaveBeenCalledTimes(1));
  });

  test('started by both the page’s script and the early add’s own, a press adds once', async () => {
    add.mockResolvedValue(true);
    buyPage('hydrating');
    addOnEarlyPress(document);
    addOnEarlyPress(document);
    document.querySelector<HTMLButtonElement>('#comprar button')!.click();
    await eventually(() => expect(add).toHaveBeenCalledTimes(1));
    await vi.dynamicImportSettled();
    expect(add).toHaveBeenCalledTimes(1);
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
