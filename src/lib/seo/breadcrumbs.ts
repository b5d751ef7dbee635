import type { Crumb } from '../catalogue/routes';

/**
 * The trail a page shows and tells search engines: home first, then the crumbs, each address
 * once. A category's `path` ends with its own id, and a product may list a category twice, so a
 * crumb already on the trail is dropped rather than shown again ("Inicio › Cocina › Cocina").
 */
export function breadcrumbTrail(home: Crumb, crumbs: readonly Crumb[]): Crumb[] {
  const seen = new Set<string>();
  return [home, ...crumbs].filter((crumb) => {
    if (seen.has(crumb.href)) return false;
    seen.add(crumb.href);
    return true;
  });
}
