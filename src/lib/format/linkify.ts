/** A piece of legal text: plain words, or an e-mail address or web address to render as a link. */
export interface TextPart {
  text: string;
  href?: string;
}

// An e-mail address, or a web address written with its scheme or starting at `www.`.
const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(https?:\/\/[^\s)]+|www\.[\w-]+(?:\.[\w-]+)+(?:\/[^\s)]*)?)/g;
// Sentence punctuation right after an address belongs to the sentence, not to the link.
const TRAILING = /[.,;:]+$/;

/**
 * Splits a text into parts so that e-mail addresses become `mailto:` links and web addresses
 * become links, as a reader of a legal page expects (the AEPD's site, the help address).
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (let found = ADDRESS.exec(text); found; found = ADDRESS.exec(text)) {
    const address = found[0].replace(TRAILING, '');
    if (found.index > last) parts.push({ text: text.slice(last, found.index) });
    const href = found[1] ? `mailto:${address}` : address.startsWith('www.') ? `https://${address}` : address;
    parts.push({ text: address, href });
    last = found.index + address.length;
    ADDRESS.lastIndex = last;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
