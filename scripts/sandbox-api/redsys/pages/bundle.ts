import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** The simulator's browser scripts: one module each in redsys/browser/. */
export const BROWSER_SCRIPTS = ['in-site', 'card-form', 'form-error', 'acs'] as const;
export type BrowserScript = (typeof BROWSER_SCRIPTS)[number];

// import.meta.dirname, not new URL(…, import.meta.url): a test's DOM (happy-dom) replaces URL.
const BROWSER_DIR = join(import.meta.dirname, '..', 'browser');
/** What would end an inline <script> early: a bundle that contains it cannot be inlined. */
const SCRIPT_BREAK = /<\/script|<!--/i;

let bundles: Readonly<Record<BrowserScript, string>> | undefined;

/**
 * Every browser script as one classic script: its module and what it imports, bundled by esbuild
 * into an IIFE (ES2022, not minified, so a developer reads it as written in the browser's tools).
 * Built once per process, when the simulator's routes are registered, then served from memory. The
 * modules are plain typed TypeScript (type-checked and linted with the rest of the tree); nothing
 * that changes per request is spliced into them: the pages pass it as data (`data-*` attributes,
 * or the served redsysV3.js's `window.redsysSandbox`).
 */
export function browserScripts(): Readonly<Record<BrowserScript, string>> {
  bundles ??= bundle();
  return bundles;
}

function bundle(): Record<BrowserScript, string> {
  const result = buildSync({
    absWorkingDir: BROWSER_DIR,
    entryPoints: BROWSER_SCRIPTS.map((name) => ({ in: `${name}.ts`, out: name })),
    outdir: BROWSER_DIR,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: false,
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  });
  const byName = new Map(result.outputFiles.map((file) => [file.path, file.text]));
  const code = (name: BrowserScript): string => {
    const text = byName.get(join(BROWSER_DIR, `${name}.js`));
    if (text === undefined) throw new Error(`esbuild gave no bundle for redsys/browser/${name}.ts`);
    if (SCRIPT_BREAK.test(text)) throw new Error(`redsys/browser/${name}.ts cannot be inlined in a page`);
    return text;
  };
  return {
    'in-site': code('in-site'),
    'card-form': code('card-form'),
    'form-error': code('form-error'),
    acs: code('acs'),
  };
}
