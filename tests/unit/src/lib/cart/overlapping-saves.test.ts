import { describe, expect, test } from 'vitest';
import { changesOf, overlapped, reapply } from '../../../../../src/lib/cart/overlapping-saves';

const pan = { id: 1, quantity: 1 };
const mug = { id: 2, quantity: 3 };
const card = { id: 3, quantity: 1, prices_override: [{ price: 35, quantity: 1 }] };

describe('overlapped', () => {
  test('two saves under way at the same time overlap, also one still running', () => {
    expect(overlapped({ from: 10, to: 20 }, { from: 15, to: 30 })).toBe(true);
    expect(overlapped({ from: 15, to: 30 }, { from: 10, to: 20 })).toBe(true);
    expect(overlapped({ from: 10, to: 20 }, { from: 12, to: 14 })).toBe(true);
    expect(overlapped({ from: 10 }, { from: 50, to: 60 })).toBe(true);
  });

  test('a save that started after the other had answered does not', () => {
    expect(overlapped({ from: 10, to: 20 }, { from: 21, to: 30 })).toBe(false);
    expect(overlapped({ from: 21, to: 30 }, { from: 10, to: 20 })).toBe(false);
  });
});

describe('changesOf', () => {
  const span = { from: 1, to: 2 };

  test('is the changed product’s line as the save sent it (an add at least), or a removal when it sent none', () => {
    expect(
      changesOf({ ...span, lines: [pan, card], change: { item: { product: { id: 3 } }, added: true } }),
    ).toEqual([{ line: card, atLeast: true }]);
    expect(
      changesOf({ ...span, lines: [pan], change: { item: { product: { id: 2 } }, added: false } }),
    ).toEqual([{ line: { id: 2, quantity: 0 }, atLeast: false }]);
  });

  test('a mend’s are its own; a save that changed no line of its own changed nothing', () => {
    const changes = [{ line: mug, atLeast: true }];
    expect(changesOf({ ...span, lines: [mug], changes })).toBe(changes);
    expect(changesOf({ ...span, lines: [pan] })).toEqual([]);
  });
});

describe('reapply', () => {
  test('brings back a line another tab’s save replaced, whole (its price override too), after the saved ones', () => {
    expect(reapply([mug], [{ line: card, atLeast: true }])).toEqual([mug, card]);
  });

  test('makes both tabs’ adds on a cart that holds neither', () => {
    expect(
      reapply(
        [],
        [
          { line: pan, atLeast: true },
          { line: mug, atLeast: true },
        ],
      ),
    ).toEqual([pan, mug]);
  });

  test('an add raises a smaller quantity to its own and leaves a larger one', () => {
    expect(reapply([{ id: 2, quantity: 1 }], [{ line: mug, atLeast: true }])).toEqual([mug]);
    expect(reapply([{ id: 2, quantity: 5 }], [{ line: mug, atLeast: true }])).toBeNull();
  });

  test('a quantity set or a removal is made again exactly', () => {
    expect(reapply([{ id: 2, quantity: 5 }, pan], [{ line: mug, atLeast: false }])).toEqual([mug, pan]);
    expect(reapply([pan, mug], [{ line: { id: 1, quantity: 0 }, atLeast: false }])).toEqual([mug]);
  });

  test('is null when the saved cart holds every change already: nothing to save again', () => {
    expect(reapply([pan, mug], [{ line: pan, atLeast: true }])).toBeNull();
    expect(reapply([mug], [{ line: { id: 1, quantity: 0 }, atLeast: false }])).toBeNull();
    expect(reapply([pan], [])).toBeNull();
  });

  test('made twice, saves nothing the second time (two tabs mending at once agree)', () => {
    const changes = [
      { line: pan, atLeast: true },
      { line: mug, atLeast: true },
    ];
    const once = reapply([mug], changes);
    expect(once).toEqual([mug, pan]);
    expect(reapply(once!, changes)).toBeNull();
  });
});
