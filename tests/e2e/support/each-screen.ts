import type { PlaywrightTestOptions } from '@playwright/test';
import { test } from './test';

/** A screen the tests run at (SCREENS in screens.ts, SIZES in sizes.ts). */
interface Screen {
  name: string;
  use: Partial<PlaywrightTestOptions>;
}

/**
 * Declares the tests of `body` once per screen, each group named by `title` (its `%s` the screen's
 * name) and run at that screen's size.
 */
export function describeOnEach<S extends Screen>(
  screens: readonly S[],
  title: string,
  body: (screen: S) => void,
) {
  for (const screen of screens) {
    test.describe(title.replace('%s', screen.name), () => {
      test.use(screen.use);
      body(screen);
    });
  }
}

/** The same screens with JavaScript off. */
export const withoutScripts = <S extends Screen>(screens: readonly S[]): S[] =>
  screens.map((screen) => ({ ...screen, use: { ...screen.use, javaScriptEnabled: false } }));
