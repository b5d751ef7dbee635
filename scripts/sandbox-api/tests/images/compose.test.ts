/** The pictures' layouts (images/compose.ts): each view draws the product's own icons. */
import { describe, expect, it } from 'vitest';
import { pictureSvg, PRODUCT_VIEWS } from '../../images/compose.ts';
import { iconBody } from '../../images/icons.ts';

const ART = ['cooking', 'egg', 'fire'];

describe('pictureSvg', () => {
  it('draws the subject in every view of a product, with its companions, at the asked size', () => {
    for (let view = 1; view <= PRODUCT_VIEWS; view++) {
      const svg = pictureSvg('products', 26, view, ART, 170, 120);
      expect(svg).toContain(iconBody('cooking'));
      expect(svg).toMatch(/^<svg [^>]*width="170" height="120"/);
    }
    expect(pictureSvg('products', 26, 1, ART, 500, 500)).toContain(iconBody('egg'));
    expect(pictureSvg('products', 26, 4, ART, 500, 500)).toContain(iconBody('fire'));
  });

  it('gives the four views different layouts', () => {
    const views = Array.from({ length: PRODUCT_VIEWS }, (_, index) =>
      pictureSvg('products', 26, index + 1, ART, 500, 500),
    );
    expect(new Set(views).size).toBe(PRODUCT_VIEWS);
  });

  it('draws categories and brands from their own icons, and skips an icon the set lacks', () => {
    expect(pictureSvg('categories', 10047, 1, ['cooking', 'kitchen-knife'], 60, 60)).toContain(
      iconBody('kitchen-knife'),
    );
    expect(pictureSvg('brands', 7180, 1, ['fire', 'camping', 'cat'], 60, 60)).toContain(iconBody('cat'));
    expect(pictureSvg('products', 1, 1, ['no-such-icon'], 60, 60)).not.toContain('<g transform');
  });
});
