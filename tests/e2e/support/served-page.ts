import type { APIRequestContext, APIResponse } from '@playwright/test';
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
): Promise<{ response: APIResponse; document: ServedDocument }> {
  const response = await request.get(path);
  return { response, document: parsedHtml(await response.text()) };
}

/** An element's text as a reader gets it, its white space collapsed (as Playwright's toHaveText compares). */
export const textOf = (element: ServedElement | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The texts of every element `selector` finds in `scope`, each as textOf gives it. */
export const textsOf = (scope: ServedDocument | ServedElement, selector: string): string[] =>
  [...scope.querySelectorAll(selector)].map(textOf);
