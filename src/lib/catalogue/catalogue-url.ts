/**
 * The address a catalogue form leads to, as the browser would build it for a GET form, minus
 * the fields left empty (an unfilled price box), so shared links stay short and canonical.
 */
export function catalogueFormUrl(action: string, entries: Iterable<[string, string]>, base: string): URL {
  const url = new URL(action, base);
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value.trim() !== '') params.append(name, value);
  url.search = params.toString();
  return url;
}

/** Whether a click should stay a browser navigation: modified, not the main button, or another target. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
