import { vi } from 'vitest';

/**
 * How long a unit test waits for something an async chain settles. `vi.waitFor`'s own second is
 * too short for a Vitest worker starved on a loaded 2-core CI machine (the Reorder island's first
 * click, whose path imports a module, took over a second there); a passing check returns at once.
 */
export const SETTLE_TIMEOUT_MS = 10_000;

/** `vi.waitFor` with SETTLE_TIMEOUT_MS: polls `check` until it stops throwing. */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: SETTLE_TIMEOUT_MS });
