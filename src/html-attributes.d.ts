/**
 * Element Timing (WICG): the browser reports the paint of an element carrying `elementtiming`.
 * Astro's HTML types do not list it yet; the product photo uses it (SizedImage.astro).
 */
declare namespace astroHTML.JSX {
  interface ImgHTMLAttributes {
    elementtiming?: string | undefined | null;
  }
}
