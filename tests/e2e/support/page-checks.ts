import type { Page } from '@playwright/test';
import { test } from './test';

/** A check of a page as it loaded: its name says what it proves, and is what a failure reports. */
export interface PageCheck {
  name: string;
  check: (page: Page, path: string) => Promise<void>;
}

/** A page type, where it is (or how to find it), and the checks it is held to. */
export interface CheckedPage {
  kind: string;
  path: string | (() => Promise<string>);
  checks: readonly PageCheck[];
}

/** The name of the test of `checked`: the page type, where it is, and what each check proves. */
export function checkedPageTitle({ kind, path, checks }: CheckedPage): string {
  const where = typeof path === 'string' ? ` (${path})` : '';
  return `the ${kind} page${where}: ${checks.map(({ name }) => name).join('; ')}`;
}

/**
 * Loads the page of `checked` once and runs each of its checks on that load, in order (a check
 * that changes the page goes last), each as a step of its own name. Every check runs even when one
 * before it fails; the test then fails with each failing check's name and message. A page load in
 * the browser is the suite's largest cost (issue 30: its time): checks that used to load the same
 * page each for themselves share one load. The test file declares the test (`test(title, body)`),
 * so that reports point at it.
 */
export async function checkOnOneLoad(page: Page, { path, checks }: CheckedPage): Promise<void> {
  const address = typeof path === 'string' ? path : await path();
  await page.goto(address);
  const failures: string[] = [];
  for (const { name, check } of checks) {
    await test
      .step(name, () => check(page, address))
      .catch((error: Error) => {
        failures.push(`${name} (${address}): ${error.message}`);
      });
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
