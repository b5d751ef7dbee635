import { join } from 'node:path';

/** The pre-rendered pages of the build the suite serves (global-setup.ts). */
export const CLIENT_DIR = join(process.env.E2E_OUT_DIR ?? 'dist', 'client');
