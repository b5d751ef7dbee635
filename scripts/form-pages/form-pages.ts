import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The longest frontmatter a page that takes a form POST may have (issue 30, item 5). */
export const MAX_FRONTMATTER_LINES = 30;

/** Code that takes a form POST: the intents' helper or the one below it. */
const TAKES_FORM = /\bhandle(Intents|Form)\s*[<(]/;
/** In a page's own frontmatter, reading the body or asking the method takes a POST too. */
const TAKES_POST = /\bhandle(Intents|Form)\s*[<(]|\.formData\s*\(|method\s*[!=]==?\s*'POST'/;

const IMPORT_FROM = /\bfrom\s+'(\.{1,2}\/[^']+)'/g;

export interface FormPage {
  /** The page's path, relative to the root given. */
  path: string;
  /** Lines between its two `---` fences, blank and comment lines included. */
  lines: number;
}

/** A page's frontmatter (between its first two `---` lines), or '' when it has none. */
export function frontmatterOf(text: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
  return match?.[1] ?? '';
}

/** Lines of a frontmatter, as an editor numbers them. */
export const lineCount = (frontmatter: string) =>
  frontmatter === '' ? 0 : frontmatter.split(/\r?\n/).length;

/** The relative imports of a frontmatter that resolve to a TypeScript module beside `page`. */
function importedModules(frontmatter: string, page: string): string[] {
  return [...frontmatter.matchAll(IMPORT_FROM)].flatMap(([, specifier]) => {
    const base = join(dirname(page), specifier!);
    const file = [base, `${base}.ts`, join(base, 'index.ts')].find(
      (path) => path.endsWith('.ts') && existsSync(path),
    );
    return file ? [file] : [];
  });
}

/**
 * Whether a page takes a form POST: its frontmatter does (TAKES_POST), or a module it imports takes
 * the form for it (TAKES_FORM: its page module, such as src/server/pages/addresses.ts).
 */
export function handlesPost(frontmatter: string, imported: readonly string[]): boolean {
  return TAKES_POST.test(frontmatter) || imported.some((text) => TAKES_FORM.test(text));
}

function astroPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroPages(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** Every .astro page under `dir` that handles POST, with its frontmatter's length. */
export function formPages(root: string, dir = 'src/pages'): FormPage[] {
  return astroPages(join(root, dir)).flatMap((page) => {
    const frontmatter = frontmatterOf(readFileSync(page, 'utf8'));
    const imported = importedModules(frontmatter, page).map((file) => readFileSync(file, 'utf8'));
    return handlesPost(frontmatter, imported)
      ? [{ path: relative(root, page), lines: lineCount(frontmatter) }]
      : [];
  });
}
