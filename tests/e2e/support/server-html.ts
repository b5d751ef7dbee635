import { expect, type Page } from '@playwright/test';
import { Window } from 'happy-dom';

/**
 * Reads the page the shop's server answers for `path` as the page's browser would get it (its
 * cookies, through `page.request`), parsed with happy-dom, nothing run: `read` takes what it needs
 * from that document (and its HTML). Where a check reads only what the server renders (what a
 * cart or a list holds), not what the page's scripts then do, this spares a page load in Chromium
 * (issue 30: the suite's time).
 */
export async function readServerPage<T>(
  page: Page,
  path: string,
  read: (document: Document, html: string) => T,
): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  const window = new Window({ url: response.url() });
  try {
    const html = await response.text();
    return read(new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document, html);
  } finally {
    await window.happyDOM.close();
  }
}
