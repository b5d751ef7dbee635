/**
 * The product gallery without a page jump: a thumbnail scrolls its photo into the row instead of
 * following its `#foto-n` link (which also moves the page), and the thumbnail of the photo in
 * view is marked `aria-current`, whether the shopper clicked or swiped.
 */
export function wireGalleries(root: Document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const track = gallery.querySelector<HTMLElement>('[data-gallery-track]')!;
    const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>('[data-gallery-thumb]')];
    const mark = (current: number) =>
      thumbs.forEach((thumb, index) => {
        if (index === current) thumb.setAttribute('aria-current', 'true');
        else thumb.removeAttribute('aria-current');
      });
    thumbs.forEach((thumb, index) => {
      thumb.addEventListener('click', (event) => {
        event.preventDefault();
        track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
        mark(index);
      });
    });
    track.addEventListener('scrollend', () => mark(Math.round(track.scrollLeft / track.clientWidth)));
  }
}
