import { beforeEach, describe, expect, it } from 'vitest';
import { clientOn } from '../../support/api-client';
import type { ToastSpec } from '../../../../src/api/errors';
import { createWishlistStore } from '../../../../src/stores/wishlist-store';

/** A fake wishlist API; `status` forces the next mutation's answer. */
function fakeApi() {
  const state = { ids: [] as number[], status: 200 };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/v1/wish-list/ids') return json(200, { data: state.ids });
    const id = Number(path.split('/').at(-1));
    if (state.status !== 200) return json(state.status, { message: 'x' });
    state.ids =
      request.method === 'POST'
        ? [id, ...state.ids.filter((x) => x !== id)]
        : state.ids.filter((x) => x !== id);
    return json(200, { data: state.ids });
  };
  return { state, fetch: fetch as typeof globalThis.fetch };
}

let fake: ReturnType<typeof fakeApi>;
let toasts: ToastSpec[];
let added: number[];
let store: ReturnType<typeof createWishlistStore>;

beforeEach(() => {
  fake = fakeApi();
  toasts = [];
  added = [];
  store = createWishlistStore({
    api: clientOn(fake.fetch),
    notify: (toast) => toasts.push(toast),
    onAdded: (product) => added.push(product.id),
  });
});

/** A store on the fake API whose first read of the ids answers only when the test says (`answer`). */
function storeWithHeldRead() {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let reads = 0;
  const store = createWishlistStore({
    api: clientOn(async (input, init) => {
      const reading = new URL(new Request(input, init).url).pathname.endsWith('/ids');
      const response = await fake.fetch(input, init);
      if (reading) reads += 1;
      if (reading && reads === 1) await held;
      return response;
    }),
    notify: (toast) => toasts.push(toast),
  });
  return { store, answer: () => answer() };
}

describe('wishlist store', () => {
  it('a heart that shows its product wished removes it even before the ids are read (/wishlist, pressed early)', async () => {
    fake.state.ids = [5, 3];
    expect(await store.toggle(5, true)).toBe(true);
    expect(fake.state.ids).toEqual([3]);
    expect(added).toEqual([]);
  });

  it('a read that answers while a removal is on its way does not bring the product back', async () => {
    fake.state.ids = [5, 3];
    // The read is asked first and answers the list as it was before the removal.
    const read = store.load();
    const removal = store.toggle(5, true);
    await Promise.all([read, removal]);
    expect(store.$ids.get()).toEqual([3]);
    expect(store.$loaded.get()).toBe(true);
  });

  it('a read asked before another tab’s ids came, answering after them, does not bring back what that tab removed', async () => {
    fake.state.ids = [5, 3];
    const slow = storeWithHeldRead();
    const read = slow.store.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Another tab removed 5 and says so while this tab's read is on its way with [5, 3].
    fake.state.ids = [3];
    slow.store.receive([3]);
    slow.answer();
    await read;
    expect(slow.store.$ids.get()).toEqual([3]);
    expect(slow.store.$loaded.get()).toBe(true);
  });

  it('a read answering after this tab’s own save was confirmed does not undo it', async () => {
    fake.state.ids = [3];
    const slow = storeWithHeldRead();
    const read = slow.store.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await slow.store.toggle(5)).toBe(true);
    slow.answer();
    await read;
    expect(slow.store.$ids.get()).toEqual([5, 3]);
  });

  it('a press before the ids were read tells the other tabs the API’s whole list, not the part it knew', async () => {
    fake.state.ids = [5, 3];
    const told: (readonly number[])[] = [];
    const early = createWishlistStore({
      api: clientOn(fake.fetch),
      notify: (toast) => toasts.push(toast),
      onSaved: (ids) => told.push(ids),
    });
    expect(await early.toggle(5, true)).toBe(true);
    expect(told).toEqual([[3]]);
    expect(early.$ids.get()).toEqual([3]);
  });

  it('loads the ids and toggles a product in and out', async () => {
    fake.state.ids = [3];
    await store.load();
    expect(store.$ids.get()).toEqual([3]);
    expect(await store.toggle(5)).toBe(true);
    expect(store.$ids.get()).toEqual([5, 3]);
    expect(added).toEqual([5]);
    expect(await store.toggle(5)).toBe(true);
    expect(store.$ids.get()).toEqual([3]);
  });

  it('an add shows at once, and one that does not answer 200 is taken back with a toast', async () => {
    fake.state.status = 500;
    const pressed = store.toggle(5);
    expect(store.$ids.get()).toEqual([5]);
    expect(store.$pending.get()).toEqual([5]);
    expect(await pressed).toBe(false);
    expect(store.$ids.get()).toEqual([]);
    expect(store.$pending.get()).toEqual([]);
    expect(added).toEqual([]);
    expect(toasts).toEqual([{ level: 'info', title: 'Algo salió mal' }]);
  });

  it('an add the API refuses for maintenance shows spec §8’s maintenance toast', async () => {
    fake.state.status = 503;
    expect(await store.toggle(5)).toBe(false);
    expect(toasts).toMatchObject([{ level: 'warning' }]);
    expect(toasts[0]?.title).not.toBe('Algo salió mal');
  });

  it('a refused removal puts the product back without undoing another heart pressed meanwhile', async () => {
    fake.state.ids = [3];
    await store.load();
    fake.state.status = 500;
    const removing = store.toggle(3);
    expect(store.$ids.get()).toEqual([]);
    store.receive([9]);
    await removing;
    expect([...store.$ids.get()].sort()).toEqual([3, 9]);
  });

  it('tells the other tabs only what the API saved', async () => {
    const told: (readonly number[])[] = [];
    const shared = createWishlistStore({
      api: clientOn(fake.fetch),
      notify: () => {},
      onSaved: (ids) => told.push(ids),
    });
    await shared.toggle(5);
    fake.state.status = 500;
    await shared.toggle(6);
    expect(told).toEqual([[5]]);
  });

  it('takes the ids another tab saved, keeping a product whose call is on its way', async () => {
    const pressed = store.toggle(5);
    store.receive([8, 2]);
    expect(store.$ids.get()).toEqual([5, 8, 2]);
    expect(store.$loaded.get()).toBe(true);
    await pressed;
  });

  it('a failed removal keeps the product and shows the info alert', async () => {
    fake.state.ids = [3];
    await store.load();
    fake.state.status = 500;
    expect(await store.toggle(3)).toBe(false);
    expect(store.$ids.get()).toEqual([3]);
    expect(toasts).toEqual([{ level: 'info', title: 'Algo salió mal' }]);
  });
});

describe('the add_to_wishlist event', () => {
  it('carries the product the heart stands for, named and priced by the caller', async () => {
    const events: { id: number; name: string; price: number }[] = [];
    const named = createWishlistStore({
      api: clientOn(fake.fetch),
      notify: () => {},
      onAdded: (product) => events.push(product),
    });
    await named.toggle({ id: 7, name: 'Sartén de acero 28 cm', price: 39.9 });
    expect(events).toEqual([{ id: 7, name: 'Sartén de acero 28 cm', price: 39.9 }]);
  });
});
