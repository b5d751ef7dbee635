import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOn } from '../../support/api-client';
import type { ToastSpec } from '../../../../src/api/errors';
import type { Cart, CartItem, CartLine } from '@shop/contract/cart';
import { type CartStoreOptions, createCartStore } from '../../../../src/stores/cart-store';
import { cartLine, cartOf, cartProduct } from '../../support/cart';
import { eventually } from '../../support/eventually';

/** 5 in stock. */
const product = (id: number, adult = false) =>
  cartProduct(id, { name: `Producto ${id}`, quantity: 5, adult });

/** A fake cart API with the contract's answers, enough to drive every branch of the store. */
function fakeApi() {
  const state = {
    lines: [] as CartLine[],
    adultConfirmed: false,
    next: null as null | { status: number; body?: unknown },
    saves: 0,
    reads: 0,
    /** A save waits for this before answering, so a test can act while it runs. */
    hold: null as null | Promise<void>,
  };
  /** The API's cart for the saved lines, each unit at 10 €. */
  const cartOfLines = (lines: CartLine[]): Cart =>
    cartOf(lines.map((line) => cartLine(product(line.id), line.quantity, 10)));
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (state.next) {
      const forced = state.next;
      state.next = null;
      return json(forced.status, forced.body);
    }
    if (path.endsWith('/to-cart')) {
      // "Volver a comprar": order 7 held two units of product 1; any other order is not the shopper's.
      if (!path.endsWith('/order/7/to-cart')) return json(404, { message: 'No encontrado.' });
      state.lines = [{ id: 1, quantity: 2 }];
      return json(200, { data: cartOfLines(state.lines) });
    }
    if (path.endsWith('/greater-18')) {
      state.adultConfirmed = true;
      return json(200, { data: { confirmed: true } });
    }
    if (request.method === 'GET') reads(state);
    if (request.method === 'GET')
      return state.lines.length ? json(200, { data: cartOfLines(state.lines) }) : json(204);
    if (request.method === 'DELETE') {
      state.lines = [];
      return json(204);
    }
    state.saves += 1;
    if (state.hold) await state.hold;
    const { products } = (await request.json()) as { products: CartLine[] };
    const adults = products.filter((line) => line.id >= 900).map((line) => line.id);
    if (adults.length && !state.adultConfirmed)
      return json(409, { message: 'Mayores de edad.', products: adults });
    if (products.some((line) => line.quantity > 5)) return json(422, { message: 'Solo quedan 5 unidades.' });
    state.lines = products;
    return json(200, { data: cartOfLines(products) });
  };
  return { state, fetch: fetch as typeof globalThis.fetch };
}

/** Counts a read of the cart (GET). */
function reads(state: { reads: number }): void {
  state.reads += 1;
}

let fake: ReturnType<typeof fakeApi>;
let toasts: ToastSpec[];
let added: CartItem[];
let changes: number[];
let saved: (Cart | null)[];
let store: ReturnType<typeof createCartStore>;
let reordered: number;

beforeEach(() => {
  fake = fakeApi();
  toasts = [];
  added = [];
  changes = [];
  saved = [];
  reordered = 0;
  store = createCartStore({
    api: clientOn(fake.fetch),
    platformProduct: 'mercado',
    notify: (toast) => toasts.push(toast),
    onAdded: (item) => added.push(item),
    onQuantityChange: (_item, delta) => changes.push(delta),
    onSaved: (cart) => saved.push(cart),
    onReordered: () => reordered++,
  });
});

/** A store whose API client comes once `before` has run (its code still on the way meanwhile). */
function storeWithClientAfter(before: () => unknown, options: Partial<CartStoreOptions> = {}) {
  return createCartStore({
    api: async () => {
      await before();
      return clientOn(fake.fetch)();
    },
    platformProduct: 'mercado',
    notify: () => {},
    ...options,
  });
}

describe('cart store', () => {
  it('loads an empty cart (204) as null and a saved one as the API gives it', async () => {
    await store.load();
    expect(store.$cart.get()).toBeNull();
    expect(store.$loaded.get()).toBe(true);
    fake.state.lines = [{ id: 1, quantity: 2 }];
    await store.load();
    expect(store.$cart.get()?.items[0]?.quantity).toBe(2);
  });

  it('a buy button reached marks an add ahead and reads the cart, saving nothing; a save marks it too', async () => {
    fake.state.lines = [{ id: 2, quantity: 1 }];
    store.expectAdd();
    expect(store.$addAhead.get()).toBe(true);
    await eventually(() => expect(store.$loaded.get()).toBe(true));
    expect(store.$cart.get()?.items.map((item) => item.product.id)).toEqual([2]);
    expect(fake.state.saves).toBe(0);
    expect(store.$saving.get()).toBe(false);
    const fresh = createCartStore({
      api: clientOn(fake.fetch, ''),
      platformProduct: 'mercado',
      notify: () => {},
    });
    await fresh.load();
    expect(fresh.$addAhead.get()).toBe(false);
    await fresh.add(product(1), 10);
    expect(fresh.$addAhead.get()).toBe(true);
  });

  it('a save sent ahead of the client is read as the save’s answer: the lines go out before the client comes, once', async () => {
    let clientAsked = false;
    const early = storeWithClientAfter(
      () => {
        clientAsked = true;
      },
      { onAdded: (item) => added.push(item) },
    );
    const sentBeforeClient: boolean[] = [];
    const ahead = vi.fn(async (lines: CartLine[]) => {
      sentBeforeClient.push(!clientAsked);
      const response = await fake.fetch('http://api.test/store-front/api/sales/cart_b2c', {
        method: 'POST',
        body: JSON.stringify({ products: lines }),
      });
      return response.json();
    });
    early.seed(null);
    expect(await early.add(product(3), 10, 2, [], ahead)).toBe(true);
    expect(ahead).toHaveBeenCalledWith([{ id: 3, quantity: 2 }]);
    expect(sentBeforeClient).toEqual([true]);
    expect(fake.state.saves).toBe(1);
    expect(early.$cart.get()?.items.map((item) => [item.product.id, item.quantity])).toEqual([[3, 2]]);
    expect(added.map((item) => item.product.id)).toEqual([3]);
  });

  it('a save ahead that was not taken (null) is sent through the client, which reports its refusal', async () => {
    store.seed(null);
    const ahead = vi.fn(async () => null);
    fake.state.next = { status: 422, body: { message: 'Solo quedan 2 unidades.' } };
    expect(await store.add(product(1), 10, 3, [], ahead)).toBe(false);
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ level: 'warning', title: 'Solo quedan 2 unidades.' }]);
    expect(await store.add(product(1), 10, 1, [], ahead)).toBe(true);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 1 }]);
  });

  it('a cart known while its read waited for the client (a new shopper’s first add) is not read over', async () => {
    let client!: () => void;
    const waiting = new Promise<void>((resolve) => (client = resolve));
    const slow = storeWithClientAfter(() => waiting);
    const reading = slow.load();
    slow.seed(null);
    fake.state.lines = [{ id: 5, quantity: 1 }];
    const adding = slow.add(product(1), 10);
    client();
    await reading;
    expect(await adding).toBe(true);
    expect(slow.$cart.get()?.items.map((item) => item.product.id)).toEqual([1]);
  });

  it('a 404 on load clears the cart', async () => {
    await store.add(product(1), 10);
    fake.state.next = { status: 404, body: { message: 'No encontrado' } };
    await store.load();
    expect(store.$cart.get()).toBeNull();
  });

  it('adds locally at once, then saves and reports the added line and the change', async () => {
    await store.load();
    const adding = store.add(product(1), 10);
    expect(store.$cart.get()?.items).toHaveLength(1);
    expect(store.$saving.get()).toBe(true);
    expect(await adding).toBe(true);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 1 }]);
    expect(added.map((item) => item.product.id)).toEqual([1]);
    expect(changes).toEqual([1]);
    expect(saved).toHaveLength(1);
  });

  it('loads the saved cart before the first add, so an add never replaces it', async () => {
    fake.state.lines = [{ id: 7, quantity: 2 }];
    await store.add(product(1), 10);
    expect(fake.state.lines).toEqual([
      { id: 7, quantity: 2 },
      { id: 1, quantity: 1 },
    ]);
  });

  it('blocks add, quantity, remove and clear while a save runs', async () => {
    await store.load();
    let release!: () => void;
    fake.state.hold = new Promise((resolve) => {
      release = resolve;
    });
    const first = store.add(product(1), 10);
    await Promise.resolve();
    expect(await store.add(product(2), 10)).toBe(false);
    expect(await store.setQuantity(1, 3)).toBe(false);
    expect(await store.remove(1)).toBe(false);
    expect(await store.clear()).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(fake.state.saves).toBe(1);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 1 }]);
  });

  it('adding the same product again raises its quantity; quantity 0 removes it', async () => {
    await store.add(product(1), 10);
    await store.add(product(1), 10);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 2 }]);
    await store.setQuantity(1, 0);
    expect(fake.state.lines).toEqual([]);
    expect(store.$cart.get()).toBeNull();
    expect(changes).toEqual([1, 1, -2]);
  });

  it('409: asks for the age; declining removes the product locally without another save', async () => {
    await store.add(product(1), 10);
    expect(await store.add(product(901, true), 10)).toBe(false);
    expect(store.$ageCheck.get()?.products).toEqual([901]);
    store.declineAge();
    expect(store.$ageCheck.get()).toBeNull();
    expect(store.$cart.get()?.items.map((item) => item.product.id)).toEqual([1]);
    expect(fake.state.saves).toBe(2);
    expect(added.map((item) => item.product.id)).toEqual([1]);
  });

  it('409: confirming calls greater-18 and saves again', async () => {
    await store.add(product(901, true), 10);
    expect(await store.confirmAge()).toBe(true);
    expect(fake.state.adultConfirmed).toBe(true);
    expect(fake.state.lines).toEqual([{ id: 901, quantity: 1 }]);
    expect(added.map((item) => item.product.id)).toEqual([901]);
  });

  it('a quantity above the stock is lowered to it, with a toast saying why', async () => {
    await store.add(product(1), 10);
    expect(await store.setQuantity(1, 9)).toBe(true);
    expect(toasts).toEqual([
      { level: 'warning', title: 'Solo quedan 5 unidades; hemos ajustado la cantidad.' },
    ]);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 5 }]);
    await store.add(product(1), 10, 3);
    expect(toasts).toHaveLength(2);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 5 }]);
  });

  it("422 (stock sold since the page was read): a warning toast with the server's message, then the cart is reloaded", async () => {
    await store.add(product(1), 10);
    expect(await store.setQuantity(1, 9)).toBe(true);
    fake.state.next = { status: 422, body: { message: 'Solo quedan 2 unidades.' } };
    expect(await store.setQuantity(1, 4)).toBe(false);
    expect(toasts.at(-1)).toEqual({ level: 'warning', title: 'Solo quedan 2 unidades.' });
    expect(store.$cart.get()?.items[0]?.quantity).toBe(5);
  });

  it("422 without a message says 'Datos no válidos'", async () => {
    await store.load();
    fake.state.next = { status: 422, body: { message: '' } };
    await store.add(product(1), 10);
    expect(toasts).toEqual([{ level: 'warning', title: 'Datos no válidos' }]);
  });

  it("any other save error: 'Fallo en el servidor.' and the saved cart comes back", async () => {
    await store.add(product(1), 10);
    fake.state.next = { status: 500, body: { message: 'boom' } };
    expect(await store.add(product(2), 10)).toBe(false);
    expect(toasts).toEqual([{ level: 'error', title: 'Fallo en el servidor.' }]);
    expect(store.$cart.get()?.items.map((item) => item.product.id)).toEqual([1]);
  });

  it('clear empties the cart on the server and here', async () => {
    await store.add(product(1), 10);
    expect(await store.clear()).toBe(true);
    expect(fake.state.lines).toEqual([]);
    expect(store.$cart.get()).toBeNull();
    expect(saved.at(-1)).toBeNull();
  });

  it('takes the cart another tab saved', () => {
    store.receive(null);
    expect(store.$cart.get()).toBeNull();
  });
});

describe('saves from two tabs (lib/cart/tab-saves.ts)', () => {
  /** What another tab's save of product 2 tells this one, under way from `from` to `to`. */
  const otherTabAdded = (from: number, to: number) => {
    fake.state.lines = [{ id: 2, quantity: 1 }];
    store.receive(cartOf([cartLine(product(2), 1, 10)]), {
      from,
      to,
      lines: [{ id: 2, quantity: 1 }],
      change: { item: { product: { id: 2 } }, added: true },
    });
  };

  /** The cart read, then product 1 added, its save held at the API until `release`. */
  const addingHeld = async () => {
    await store.load();
    let release = () => {};
    fake.state.hold = new Promise((resolve) => {
      release = resolve;
    });
    const adding = store.add(product(1), 10);
    await eventually(() => expect(fake.state.saves).toBe(1));
    return { adding, release };
  };

  it('another tab’s save while this one’s runs: once this one is saved, the cart is read and both lines saved, once', async () => {
    const { adding, release } = await addingHeld();
    otherTabAdded(Date.now(), Date.now());
    release();
    expect(await adding).toBe(true);
    // The API kept this tab's save, the last: the other tab's line is made again.
    await eventually(() =>
      expect(fake.state.lines).toEqual([
        { id: 1, quantity: 1 },
        { id: 2, quantity: 1 },
      ]),
    );
    expect(fake.state.saves).toBe(2);
    expect(fake.state.reads).toBe(2);
    await eventually(() => expect(store.$saving.get()).toBe(false));
    expect(store.$units.get()).toBe(2);
    expect(saved.at(-1)?.items.map((item) => item.product.id)).toEqual([1, 2]);
    // The shopper's add is reported once, not again for the mend.
    expect(added.map((item) => item.product.id)).toEqual([1]);
  });

  it('both tabs added the same product at once: the cart read holds both changes, nothing is saved again', async () => {
    const { adding, release } = await addingHeld();
    store.receive(cartOf([cartLine(product(1), 1, 10)]), {
      from: 0,
      to: Date.now(),
      lines: [{ id: 1, quantity: 1 }],
      change: { item: { product: { id: 1 } }, added: true },
    });
    release();
    expect(await adding).toBe(true);
    await eventually(() => expect(fake.state.reads).toBe(2));
    await eventually(() => expect(store.$saving.get()).toBe(false));
    expect(fake.state.saves).toBe(1);
    expect(fake.state.lines).toEqual([{ id: 1, quantity: 1 }]);
    expect(store.$units.get()).toBe(1);
  });

  it('the tab whose save answered first leaves the mending to the other: it reads and saves nothing', async () => {
    await store.add(product(1), 10);
    const { saves, reads: before } = fake.state;
    otherTabAdded(0, Date.now() + 60_000);
    expect(await store.add(product(3), 10)).toBe(true);
    await import('../../../../src/stores/cart-mend');
    expect(fake.state).toMatchObject({ saves: saves + 1, reads: before });
  });

  it('a save another tab started after this one’s had answered costs nothing: its cart is shown, no read, no save', async () => {
    await store.add(product(1), 10);
    const { saves, reads: before } = fake.state;
    const later = Date.now() + 1;
    otherTabAdded(later, later + 1);
    expect(store.$saving.get()).toBe(false);
    // The next add starts from the cart heard: one save, still no read.
    expect(await store.add(product(3), 10)).toBe(true);
    await import('../../../../src/stores/cart-mend');
    expect(fake.state.lines.map((line) => line.id)).toEqual([2, 3]);
    expect(fake.state).toMatchObject({ saves: saves + 1, reads: before });
  });
});

describe('"Volver a comprar"', () => {
  it("puts the order's products in the cart as the API answers it, tells other tabs and opens the mini cart", async () => {
    expect(await store.reorder(7)).toBe(true);
    expect(store.$cart.get()?.items.map((item) => [item.product.id, item.quantity])).toEqual([[1, 2]]);
    expect(store.$units.get()).toBe(2);
    expect(store.$loaded.get()).toBe(true);
    expect(saved).toHaveLength(1);
    expect(reordered).toBe(1);
    expect(changes).toEqual([2]);
  });

  it('reports only the units the order added, reading the cart first when the page had not', async () => {
    fake.state.lines = [{ id: 1, quantity: 1 }];
    expect(await store.reorder(7)).toBe(true);
    // The cart held one unit of product 1 and now holds two: one unit added.
    expect(changes).toEqual([1]);
    expect(store.$units.get()).toBe(2);
  });

  it('a refused order leaves the cart as it was, with the cart error toast', async () => {
    await store.add(product(3), 10);
    expect(await store.reorder(8)).toBe(false);
    expect(store.$cart.get()?.items.map((item) => item.product.id)).toEqual([3]);
    expect(toasts).toEqual([{ level: 'error', title: 'Fallo en el servidor.' }]);
    expect(reordered).toBe(0);
    expect(store.$saving.get()).toBe(false);
  });
});
