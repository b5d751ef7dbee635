import type { Crumb } from '../catalogue/routes';

const sameName = (a: Crumb, b: Crumb) =>
  a.name.trim().toLocaleLowerCase('es') === b.name.trim().toLocaleLowerCase('es');

/**
 * The trail a page shows and tells search engines: home first, then the crumbs, each address
 * once and never one name twice in a row. A category's `path` ends with its own id, a product may
 * list a category twice, and a shop may be filed under a parent of its own name, so a crumb already
 * on the trail is dropped rather than shown again ("Inicio › Cocina › Cocina"); when two crumbs
 * in a row share a name, the deeper one (the more precise address) stays.
 */
export function breadcrumbTrail(home: Crumb, crumbs: readonly Crumb[]): Crumb[] {
  const seen = new Set<string>();
  const trail: Crumb[] = [];
  for (const crumb of [home, ...crumbs]) {
    if (seen.has(crumb.href)) continue;
    seen.add(crumb.href);
    const previous = trail.at(-1);
    if (previous && previous !== home && sameName(previous, crumb)) trail.pop();
    trail.push(crumb);
  }
  return trail;
}
