import { ICON_GRID, iconBody } from './icons.ts';
import type { Look } from './look.ts';

/**
 * The pictures' layouts, as SVG on a 100×100 canvas that sharp renders at any size (cropped to
 * fill, so a 170×120 tile shows the middle). A product has four views: the subject on its own
 * with what it goes with, a close-up, the other side, and the subject among its companions. A
 * category shows its subjects side by side, a brand its subjects in a badge.
 */
export type ImageKind = 'products' | 'categories' | 'brands';

/** Views of a product: 1 is its `image`, 2–4 complete its gallery. */
export const PRODUCT_VIEWS = 4;

/** A soft background that depends only on the subject and the id: a kind keeps its colours. */
function palette(subject: string, id: number): { light: string; dark: string; accent: string } {
  let hash = 2166136261;
  for (let i = 0; i < subject.length; i++) hash = Math.imul(hash ^ subject.charCodeAt(i), 16777619);
  const hue = (((hash >>> 0) % 360) + (id % 7) * 4) % 360;
  return {
    light: `hsl(${hue}, 70%, 96%)`,
    dark: `hsl(${hue}, 45%, 84%)`,
    accent: `hsl(${hue}, 40%, 70%)`,
  };
}

/** An icon placed with its top-left corner at (x, y), `size` units wide, optionally mirrored or turned. */
function icon(
  name: string | undefined,
  x: number,
  y: number,
  size: number,
  turn = 0,
  mirror = false,
): string {
  const body = name ? iconBody(name) : undefined;
  if (!body) return '';
  const scale = size / ICON_GRID;
  const centre = size / 2;
  const flip = mirror ? ` translate(${size} 0) scale(-1 1)` : '';
  return `<g transform="translate(${x} ${y}) rotate(${turn} ${centre} ${centre})${flip} scale(${scale})">${body}</g>`;
}

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 6}" fill="#000" opacity="0.09"/>`;

function canvas(
  width: number,
  height: number,
  colours: { light: string; dark: string },
  content: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice"><defs><radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="${colours.light}"/><stop offset="1" stop-color="${colours.dark}"/></radialGradient></defs><rect x="-100" y="-100" width="300" height="300" fill="url(#bg)"/>${content}</svg>`;
}

/** A variant's colours: its look's hue, saturated enough that two lines of a kind tell apart. */
function lookPalette(hue: number): { light: string; dark: string; accent: string } {
  return {
    light: `hsl(${hue}, 75%, 91%)`,
    dark: `hsl(${hue}, 55%, 76%)`,
    accent: `hsl(${hue}, 45%, 58%)`,
  };
}

/** What is drawn behind the subject: nothing, a table, a disc or stripes (look.ts BACKDROPS). */
function backdrop(kind: number, accent: string): string {
  if (kind === 1) return `<rect x="-100" y="78" width="300" height="100" fill="${accent}" opacity="0.5"/>`;
  if (kind === 2) return `<circle cx="50" cy="48" r="40" fill="#fff" opacity="0.6"/>`;
  if (kind === 3)
    return `<g stroke="${accent}" stroke-width="7" opacity="0.3">${[-60, -20, 20, 60, 100]
      .map((x) => `<line x1="${x}" y1="-10" x2="${x + 60}" y2="110"/>`)
      .join('')}</g>`;
  return '';
}

const PLAIN_LOOK: Look = { hue: -1, scale: 1, mirror: false, backdrop: 0 };

/**
 * A product's view 1–4 from its icons (the subject, its kind's motif, a detail) and its look
 * (colour, the subject's size, which way it faces, the backdrop): view 1 shows the subject with
 * the motif in a badge and the detail in a corner, so no two kinds share a picture.
 */
function productView(
  art: readonly string[],
  id: number,
  view: number,
  look: Look = PLAIN_LOOK,
): { colours: ReturnType<typeof palette>; content: string } {
  const [subject, companion, extra] = art;
  const colours = look.hue >= 0 ? lookPalette(look.hue) : palette(subject ?? '', id);
  /** The subject `size` units wide (times the look's scale), centred on (cx, cy). */
  const drawn = (cx: number, cy: number, size: number, turn = 0, mirror = look.mirror) => {
    const scaled = size * look.scale;
    return icon(subject, cx - scaled / 2, cy - scaled / 2, scaled, turn, mirror);
  };
  const badge = (name: string | undefined) =>
    name ? `<circle cx="79" cy="79" r="17" fill="#fff" opacity="0.94"/>${icon(name, 66, 66, 26)}` : '';
  const corner = (name: string | undefined) =>
    name ? `<circle cx="18" cy="18" r="12" fill="#fff" opacity="0.85"/>${icon(name, 9, 9, 18)}` : '';
  switch (view) {
    case 2: // A close-up of the subject.
      return { colours, content: drawn(40, 50, 124, -8) };
    case 3: // The other side, turned, with its companion.
      return {
        colours: { ...colours, light: colours.dark, dark: colours.accent },
        content: `${shadow(46, 84, 30 * look.scale)}${drawn(46, 48, 64, 10, !look.mirror)}${icon(companion, 66, 56, 28)}`,
      };
    case 4: // Among its companions, on a table.
      return {
        colours,
        content: `<rect x="-100" y="74" width="300" height="100" fill="${colours.accent}" opacity="0.45"/>${shadow(38, 78, 24 * look.scale)}${drawn(38, 50, 56)}${icon(companion, 60, 40, 34)}${icon(extra, 68, 12, 24, 12)}`,
      };
    default:
      return {
        colours,
        content: `${backdrop(look.backdrop, colours.accent)}${shadow(48, 86, 30 * look.scale)}${drawn(48, 48, 66)}${badge(companion)}${corner(extra)}`,
      };
  }
}

/** The SVG of a picture: a product's view, a category's or a brand's; exactly `width`×`height` once rendered. */
export function pictureSvg(
  kind: ImageKind,
  id: number,
  view: number,
  art: readonly string[],
  width: number,
  height: number,
  look?: Look,
): string {
  if (kind === 'products') {
    const { colours, content } = productView(art, id, view, look);
    return canvas(width, height, colours, content);
  }
  const colours = palette(art[0] ?? kind, id);
  if (kind === 'brands') {
    // A badge: a ring in the brand's colour around what it makes.
    const others = art
      .slice(1, 3)
      .map((name, index) => icon(name, index === 0 ? 8 : 72, 70, 20))
      .join('');
    return canvas(
      width,
      height,
      colours,
      `<circle cx="50" cy="46" r="34" fill="#fff"/><circle cx="50" cy="46" r="34" fill="none" stroke="${colours.accent}" stroke-width="4"/>${icon(art[0], 27, 23, 46)}${others}`,
    );
  }
  // A category: its subjects side by side (one alone is drawn large), with a band below.
  const names = art.slice(0, 3);
  const layout =
    names.length <= 1
      ? icon(names[0], 18, 12, 64)
      : names.length === 2
        ? `${icon(names[0], 6, 22, 48)}${icon(names[1], 50, 22, 44)}`
        : `${icon(names[0], 26, 6, 48)}${icon(names[1], 4, 44, 38)}${icon(names[2], 58, 44, 38)}`;
  return canvas(
    width,
    height,
    colours,
    `<rect x="-100" y="86" width="300" height="30" fill="${colours.accent}" opacity="0.5"/>${layout}`,
  );
}
