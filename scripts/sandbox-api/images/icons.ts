import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Microsoft's Fluent Emoji (flat style, MIT licence), as the npm package
 * `@iconify-json/fluent-emoji-flat` ships them: one JSON file of SVG bodies on a 32×32 grid.
 * Read from node_modules the first time a picture is drawn, never from the network.
 */
interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The grid every icon of the set is drawn on. */
export const ICON_GRID = 32;

let set: IconSet | undefined;

function iconSet(): IconSet {
  set ??= JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'),
      'utf8',
    ),
  ) as IconSet;
  return set;
}

/** The SVG body (paths on the 32×32 grid) of a named icon, or undefined when the set lacks it. */
export function iconBody(name: string): string | undefined {
  const icons = iconSet();
  const key = icons.icons[name] ? name : icons.aliases?.[name]?.parent;
  return key ? icons.icons[key]?.body : undefined;
}
