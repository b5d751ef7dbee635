import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { staticWindow } from './static-window.ts';

/** One window parses every page (a window per page costs its set-up and close; reflection.ts). */
const window = staticWindow();

/** The HTML of `html` parsed as a browser would, nothing of it run or loaded. */
export const parsedHtml = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

/** A parsed page, and any element of it. */
export type ServedDocument = ReturnType<typeof parsedHtml>;
type ServedElement = NonNullable<ReturnType<ServedDocument['querySelector']>>;

/**
 * The page the server sends for `path` (redirects followed): its answer and its HTML parsed,
 * fetched with `request` (a page's `page.request` carries the browser's cookies). For a check of
 * what the server writes, which the page's scripts leave as it is: a page load in the browser
 * would cost its rendering and scripts for nothing (issue 30: the suite's time).
 */
export async function servedPage(
  request: APIRequestContext,
  path: string,
): Promise<{ response: APIResponse; document: ServedDocument; html: string }> {
  const response = await request.get(path);
  const html = await response.text();
  return { response, document: parsedHtml(html), html };
}

/**
 * Reads the page the shop's server answers for `path` as the page's browser would get it (its
 * cookies, through `page.request`), expecting a 200: `read` takes what it needs from the parsed
 * document (and its HTML). Where a check reads only what the server renders (what a cart or a list
 * holds), not what the page's scripts then do.
 */
export async function readServerPage<T>(
  page: Page,
  path: string,
  read: (document: Document, html: string) => T,
): Promise<T> {
  const { response, document, html } = await servedPage(page.request, path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return read(document as unknown as Document, html);
}

/** An element's text as a reader gets it, its white space collapsed (as Playwright's toHaveText compares). */
export const textOf = (element: ServedElement | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The texts of every element `selector` finds in `scope`, each as textOf gives it. */
export const textsOf = (scope: ServedDocument | ServedElement, selector: string): string[] =>
  [...scope.querySelectorAll(selector)].map(textOf);
