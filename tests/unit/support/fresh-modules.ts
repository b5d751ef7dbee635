import { vi } from 'vitest';

// A setup file of the 'unit' and 'dom' projects (vitest.config.ts), run before each test file. They
// share their workers between files (`isolate: false`): the packages (zod, Astro's helpers…) load
// once per worker. Our own modules start fresh in every file, as in a worker of its own: a file's
// `vi.mock` reaches the modules that import the mocked one (they are evaluated again after it),
// and no store or module-scope state carries over from the file before.
vi.resetModules();
