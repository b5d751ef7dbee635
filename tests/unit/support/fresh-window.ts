import { screen, within } from '@testing-library/dom';
import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// A setup file of the 'dom' project (vitest.config.ts), run before each test file. The project
// shares its workers between files (`isolate: false`), and a worker's happy-dom window would live
// as long as the worker, with the cookies, storage, address, elements and listeners each file
// leaves. Each file gets a window of its own here, as in a worker of its own:
// Testing Library's `screen` is bound once, when it loads, to the document of that time: it is bound
// again to this window's body (the same object, which every file imports). Our own modules start
// fresh too, as in the 'unit' project (fresh-modules.ts, the project's other setup file).
/** Time given to React's scheduler before the window goes (it works in `setImmediate` slices of 5 ms). */
const SCHEDULER_DRAIN_MS = 50;

const window = await builtinEnvironments['happy-dom'].setup(globalThis, {});
afterAll(async () => {
  // Nothing of the file may run after its window: the trees it rendered are unmounted, and the work
  // React still has queued (islands hydrate roots of their own: WishlistHeader's hearts) runs now,
  // while `window` is there, rather than in the next file of the worker, which may have none.
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, SCHEDULER_DRAIN_MS));
  await window.teardown(globalThis);
});
Object.assign(screen, within(document.body));
