import { staticWindow } from './static-window.ts';

/** A catalogue placeholder left unfilled: `{operator}`, `{n:producto|productos}`. */
const PLACEHOLDER = /\{\w+(?::[^{}]*)?\}/g;
/** Two periods that are not an ellipsis ('S.L..'). */
const DOUBLED_PERIOD = /(?<!\.)\.\.(?!\.)/g;
/** Attributes a shopper, a screen reader or a search engine reads. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

const window = staticWindow();

/** The words of a page as it is read: its title, meta contents, read attributes and visible text. */
export function pageWords(html: string): string[] {
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, style, template')) element.remove();
  const words = [document.title];
  for (const meta of document.querySelectorAll('meta[content]'))
    words.push(meta.getAttribute('content') ?? '');
  for (const name of READ_ATTRIBUTES) {
    for (const element of document.querySelectorAll(`[${name}]`))
      words.push(element.getAttribute(name) ?? '');
  }
  words.push(document.body?.textContent ?? '');
  return words;
}

/** What a page says that gives away an unfilled text: each placeholder and doubled period, with its context. */
export function wordSlips(html: string): string[] {
  return pageWords(html).flatMap((text) =>
    [...text.matchAll(PLACEHOLDER), ...text.matchAll(DOUBLED_PERIOD)].map((match) =>
      text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 20).trim(),
    ),
  );
}
