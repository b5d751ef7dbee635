// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';

const expectAdd = vi.hoisted(() => vi.fn());
vi.mock('../../../../../src/stores/cart', () => ({ cart: { expectAdd } }));

const { expectAddOnBuyPress } = await import('../../../../../src/components/product/buy-press.client');

/** A product page's buy form (id 'comprar') and the phone's buy bar that submits it. */
function page(button = '<button type="submit">Añadir al carrito</button>'): void {
  document.body.innerHTML = `<form id="comprar">${button}</form><button type="submit" form="comprar">Añadir</button>`;
}

afterEach(() => {
  expectAdd.mockClear();
  document.body.innerHTML = '';
});

describe('expectAddOnBuyPress', () => {
  test('a touch on the buy form or on the phone’s bar, before React, starts loading what an add needs', () => {
    page();
    expectAddOnBuyPress(document);
    expect(expectAdd).not.toHaveBeenCalled();
    document.querySelector('[form="comprar"]')!.dispatchEvent(new Event('touchstart'));
    expect(expectAdd).toHaveBeenCalledTimes(1);
    document.getElementById('comprar')!.dispatchEvent(new Event('pointerdown'));
    expect(expectAdd).toHaveBeenCalledTimes(2);
  });

  test('a press already held for React when the page’s scripts come starts it at once', () => {
    page('<button type="submit" data-pending>Añadir al carrito</button>');
    expectAddOnBuyPress(document);
    expect(expectAdd).toHaveBeenCalledTimes(1);
  });

  test('a sold-out product’s form asks nothing', () => {
    page('<button type="submit" disabled>Agotado</button>');
    expectAddOnBuyPress(document);
    document.getElementById('comprar')!.dispatchEvent(new Event('touchstart'));
    expect(expectAdd).not.toHaveBeenCalled();
  });
});
