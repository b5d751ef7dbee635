import { afterAll, expect } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// A setup file of this package's tests (vitest.config.ts), run before each test file. Workers are
// shared between files (`isolate: false`), and a worker's happy-dom window lives as long as the
// worker: a DOM file gets a window of its own here, as in a worker of its own, so no element,
// listener (the Redsys page scripts listen on `window`), timer or address of the file before is
// left. The scripts under test drive the global `document`, read when they run.
if (expect.getState().environment === 'happy-dom') {
  const window = await builtinEnvironments['happy-dom'].setup(globalThis, {});
  afterAll(() => window.teardown(globalThis));
}
