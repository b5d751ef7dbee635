/** Each variant's look (images/look.ts) and how the picture draws it (images/compose.ts). */
import { describe, expect, it } from 'vitest';
import { pictureSvg } from '../../images/compose.ts';
import {
  assignLooks,
  DISTINCT_LINES,
  type Look,
  lookToken,
  readArt,
  SCALE_RANGE,
} from '../../images/look.ts';

const ART = ['cooking', 'egg', 'fire'];
const LOOK: Look = { hue: 200, scale: 1, mirror: false, backdrop: 0 };
const main = (look: Look) => pictureSvg('products', 26, 1, ART, 300, 300, look);

describe('assignLooks', () => {
  it('gives each line its own colour, orientation or backdrop and draws a bigger size bigger', () => {
    const variants = ['Terra', 'Chef', 'Meseta'].flatMap((line) =>
      [20, 24, 28].map((size) => ({ line, size })),
    );
    const looks = assignLooks('sarten', variants);
    const perLine = (line: string) => looks.filter((_, index) => variants[index]!.line === line);
    for (const line of ['Terra', 'Chef', 'Meseta']) {
      const scales = perLine(line).map((look) => look.scale);
      expect(scales).toEqual([SCALE_RANGE.min, (SCALE_RANGE.min + SCALE_RANGE.max) / 2, SCALE_RANGE.max]);
      expect(new Set(perLine(line).map((look) => look.hue)).size).toBe(1);
    }
    expect(new Set(looks.map((look) => look.hue)).size).toBe(3);
  });

  it('keeps lines apart up to DISTINCT_LINES, then turns and changes the backdrop', () => {
    const variants = Array.from({ length: DISTINCT_LINES }, (_, line) => ({ line: String(line), size: 1 }));
    const looks = assignLooks('vino-tinto', variants);
    const seen = new Set(looks.map((look) => `${look.hue}|${look.mirror}|${look.backdrop}`));
    expect(seen.size).toBe(DISTINCT_LINES);
    expect(looks.every((look) => look.scale === 1)).toBe(true);
  });
});

describe('a look in the stored art', () => {
  it('reads back what was written, and leaves a category’s icons alone', () => {
    const look: Look = { hue: 135, scale: 0.84, mirror: true, backdrop: 3 };
    expect(readArt(`cooking egg fire ${lookToken(look)}`)).toEqual({ icons: ART, look });
    expect(readArt('cooking egg')).toEqual({ icons: ['cooking', 'egg'] });
    expect(readArt('cooking @look:x,y').look).toBeUndefined();
  });
});

describe('pictureSvg with a look', () => {
  it('changes the colour, the subject’s size, its side and the backdrop', () => {
    expect(main(LOOK)).toContain('hsl(200,');
    expect(main({ ...LOOK, hue: 230 })).toContain('hsl(230,');
    const subject = (svg: string) =>
      /<g transform="[^"]*"/.exec(svg.split('</radialGradient>')[1] ?? '')?.[0];
    expect(main({ ...LOOK, scale: 1.08 })).not.toBe(main({ ...LOOK, scale: 0.72 }));
    expect(subject(main({ ...LOOK, mirror: true }))).toContain('scale(-1 1)');
    expect(subject(main(LOOK))).not.toContain('scale(-1 1)');
    const backdrops = [0, 1, 2, 3].map((backdrop) => main({ ...LOOK, backdrop }));
    expect(new Set(backdrops).size).toBe(4);
  });
});
