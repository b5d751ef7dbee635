import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasesRoot } from '../serve/layout.ts';

/** The sandbox API, as everywhere in the project when API_URL is not set. */
export const SANDBOX_API_URL = 'http://localhost:4322';

/** A new build must have at least this share of the live build's pages, or it is not published. */
export const MIN_PAGE_RATIO = 0.8;
/** Good releases kept on disk (the live one included): what `--rollback` can go back to. */
export const KEEP_RELEASES = 3;
/** Category pages checked for presence in a new build, spread evenly over the tree. */
export const CATEGORY_SAMPLE_SIZE = 12;

/** API reads in flight at once while the job reads the pages' data (the API's fair use). */
export const API_READS_IN_FLIGHT = 8;
/** Changed pages named in the live line and in `last-run.json` (the count is always there). */
export const CHANGED_PAGES_SHOWN = 10;
/**
 * Settings the build freezes into a release (astro.config.mjs and its env schema): one of them
 * changed means a full build, as new code does.
 */
export const BUILD_SETTINGS = [
  'SITE_URL',
  'PUBLIC_API_URL',
  'REDSYS_ORIGINS',
  'ANALYTICS_ID',
  'ANALYTICS_SCRIPT_URL',
  'SHOP_SOURCEMAP',
  'API_PRODUCT',
  'SHOP_NAME',
  'HELP_EMAIL',
  'PLATFORM_OPERATOR',
  'COMPANY_NAME',
  'COMPANY_NIF',
  'COMPANY_ADDRESS',
  'COMPANY_REGISTRY',
  'HSTS',
] as const;

/** The project, where `astro build` runs (the rebuild job may be started from anywhere). */
export const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RebuildSettings {
  /** The releases root (`REBUILD_ROOT`), absolute. */
  root: string;
  /** The commerce API the data and the build are read from (`API_URL`). */
  apiUrl: string;
  /** What the browser uses to reach the API (`PUBLIC_API_URL`), frozen into the build. */
  publicApiUrl: string;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): RebuildSettings {
  const apiUrl = env.API_URL || SANDBOX_API_URL;
  return { root: releasesRoot(env), apiUrl, publicApiUrl: env.PUBLIC_API_URL || apiUrl };
}
