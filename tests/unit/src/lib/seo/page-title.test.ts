import { describe, expect, it } from 'vitest';
import { pageTitle, TITLE_MAX_CHARS } from '../../../../../src/lib/seo/page-title';

const SHOP = 'Mercado Temático';

describe('pageTitle', () => {
  it('adds the shop when it fits, and not to the shop itself', () => {
    expect(pageTitle('Cocina y menaje', SHOP)).toBe('Cocina y menaje | Mercado Temático');
    expect(pageTitle(SHOP, SHOP)).toBe(SHOP);
  });

  it('keeps a long product name whole when it fits alone', () => {
    const name = 'Sartén de aluminio fundido con revestimiento de piedra Castilla 28 cm';
    expect(name.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(pageTitle(name, SHOP)).toBe(name);
  });

  it('cuts a longer one at a word, with an ellipsis, within the limit', () => {
    const name =
      'Sartén de aluminio fundido con revestimiento de piedra Castilla Meseta 28 cm, apta para inducción';
    const title = pageTitle(name, SHOP);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(title).toMatch(/^Sartén de aluminio fundido .*\S…$/);
    expect(name.startsWith(title.slice(0, -1))).toBe(true);
  });
});
