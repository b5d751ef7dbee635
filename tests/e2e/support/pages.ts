import { expect, type Page } from '@playwright/test';

/** Opens `path` and checks what it answers: the HTTP status and the page's heading. */
export async function openAnswering(
  page: Page,
  path: string,
  status: number,
  heading: string,
): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}
