/**
 * What the simulator's browser scripts share: reading a field of a message they did not write, and
 * the messages the card form's frame sends to the shop's page (`FormMessage` in the README).
 */

/** `value[key]` when `value` is an object, else undefined: message data is whatever a page posted. */
export function readField(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** Posts to the page that frames this one; nothing when the page is not framed. */
export function postToParent(message: Record<string, unknown>): void {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

/** Tells the framing page this page's height, so the iframe fits it and never scrolls inside. */
export function reportHeight(): void {
  postToParent({ redsysHeight: Math.ceil(document.body.getBoundingClientRect().height) });
}

/** The element with this id, of this type; a page that lacks it is a bug of the simulator. */
export function element<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`Simulador de Redsys: falta #${id}.`);
  return found;
}
