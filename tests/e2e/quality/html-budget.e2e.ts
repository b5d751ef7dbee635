import { expect, test } from '../support/test';
import { CLIENT_DIR } from '../support/build-output';
import {
  HTML_BROTLI_BUDGET_BYTES,
  HTML_PLAIN_BUDGET_BYTES,
  largestOfEachType,
  overBudget,
  prerenderedPages,
} from '../../../scripts/lib/prerendered-pages.ts';

// Issue 17 item 2: every page ≤ 60 KB plain and ≤ 15 KB in brotli. Every pre-rendered page of the
// build is checked (every category page, list, legal page…), not one page of each type: the
// largest category pages (a big shop's drawer, many filters) are the ones that grow past it.

test('every pre-rendered page is within the HTML budgets, plain and in brotli', () => {
  const pages = prerenderedPages(CLIENT_DIR);
  expect(new Set(pages.map((page) => page.type))).toEqual(
    new Set(['home', 'category', 'list', 'brand', 'legal', 'error', 'landing']),
  );
  const largest = largestOfEachType(pages);
  expect(largest[0]!.plain).toBeGreaterThan(HTML_PLAIN_BUDGET_BYTES / 2);
  expect(
    overBudget(pages).map((page) => `${page.path}: ${page.plain} B plain, ${page.br} B brotli`),
    `budgets: ${HTML_PLAIN_BUDGET_BYTES} B plain, ${HTML_BROTLI_BUDGET_BYTES} B brotli`,
  ).toEqual([]);
});
