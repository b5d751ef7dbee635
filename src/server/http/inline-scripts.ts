import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The pages' inline scripts: typed modules under src/browser/inline/, bundled by esbuild at build
 * time into classic scripts (as the sandbox's Redsys pages are). They must run before the first
 * paint, so they are inlined, not fetched; the Content-Security-Policy allows each by the hash of
 * this very output (astro.config.mjs), and the pages take the same text from the virtual module
 * INLINE_SCRIPTS_MODULE. Build-time code: astro.config.mjs and vitest.config.ts import it, the
 * built server never does. Nothing that differs per page may go into a script (it would change
 * the hash): a script reads such values from the markup.
 */

/** The inline scripts, each a module of src/browser/inline/. */
export const INLINE_SCRIPT_NAMES = ['consent-defaults', 'cookie-banner', 'late-scripts-loader'] as const;
export type InlineScriptName = (typeof INLINE_SCRIPT_NAMES)[number];
export type InlineScripts = Readonly<Record<InlineScriptName, string>>;

/** Where pages import the bundled scripts from (its types: src/inline-scripts.d.ts). */
export const INLINE_SCRIPTS_MODULE = 'virtual:shop/inline-scripts';

// import.meta.dirname, not new URL(…, import.meta.url): a test's DOM (happy-dom) replaces URL.
const INLINE_DIR = join(import.meta.dirname, '../../browser/inline');
/** What would end an inline <script> early: a bundle that contains it cannot be inlined. */
const SCRIPT_BREAK = /<\/script|<!--/i;

let bundles: InlineScripts | undefined;

/**
 * Every inline script, bundled once per process: its module and the constants it imports, as one
 * minified IIFE (they are in every page's HTML, so every byte counts towards the JavaScript a page
 * sends before any interaction).
 */
export function inlineScripts(): InlineScripts {
  bundles ??= bundle();
  return bundles;
}

function bundle(): InlineScripts {
  const result = buildSync({
    absWorkingDir: INLINE_DIR,
    entryPoints: INLINE_SCRIPT_NAMES.map((name) => ({ in: `${name}.ts`, out: name })),
    outdir: INLINE_DIR,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  });
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.text.trimEnd()]));
  const code = (name: InlineScriptName): string => {
    const text = byPath.get(join(INLINE_DIR, `${name}.js`));
    if (text === undefined) throw new Error(`esbuild gave no bundle for src/browser/inline/${name}.ts`);
    if (SCRIPT_BREAK.test(text)) throw new Error(`src/browser/inline/${name}.ts cannot be inlined in a page`);
    return text;
  };
  return Object.fromEntries(INLINE_SCRIPT_NAMES.map((name) => [name, code(name)])) as InlineScripts;
}

/** The Vite plugin that serves INLINE_SCRIPTS_MODULE: `export default` the bundled scripts by name. */
export function inlineScriptsModule(): Plugin {
  const resolved = `\0${INLINE_SCRIPTS_MODULE}`;
  return {
    name: 'shop:inline-scripts',
    resolveId: (id) => (id === INLINE_SCRIPTS_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(inlineScripts())};` : undefined),
  };
}
