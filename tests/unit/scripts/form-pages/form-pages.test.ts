import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formPages, frontmatterOf, handlesPost, lineCount } from '../../../../scripts/form-pages/form-pages';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `const v${i} = ${i};`).join('\n');

/** A repository with these files, relative to its root. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'form-pages-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('frontmatterOf and lineCount', () => {
  it('takes the lines between the first two fences, blank and comment lines included', () => {
    const frontmatter = frontmatterOf(`---\n${lines(2)}\n\n// note\n---\n<p>---</p>\n`);
    expect(lineCount(frontmatter)).toBe(4);
  });

  it('finds none in a page without fences', () => {
    expect(lineCount(frontmatterOf('<p>hola</p>\n'))).toBe(0);
  });
});

describe('handlesPost', () => {
  it("knows a form page by its own frontmatter: the intents' helper, the body read, the method asked", () => {
    expect(handlesPost('const p = await handleIntents(Astro, s, f, {});', [])).toBe(true);
    expect(handlesPost('const data = await Astro.request.formData();', [])).toBe(true);
    expect(handlesPost("if (Astro.request.method === 'POST') {}", [])).toBe(true);
    expect(handlesPost('const list = await read();', [])).toBe(false);
  });

  it('and by the page module it imports, which takes the form for it; not by a helper that only asks the method', () => {
    expect(handlesPost('', ['export const page = () => handleIntents(c, s, f, {});'])).toBe(true);
    expect(handlesPost('', ["export const fresh = (r: Request) => r.method === 'POST';"])).toBe(false);
  });
});

describe('formPages', () => {
  it('lists the .astro pages that handle POST with their frontmatter lengths, following relative imports', () => {
    const root = tree({
      'src/pages/a.astro': `---\nimport { page } from '../server/pages/a';\n${lines(40)}\n---\n`,
      'src/server/pages/a.ts': 'export const page = (c) => handleIntents(c, s, f, {});\n',
      'src/pages/b/index.astro': `---\nconst p = await handleForm(Astro, s, spec);\n---\n`,
      'src/pages/c.astro': `---\n${lines(50)}\n---\n`,
    });
    expect(formPages(root).sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: 'src/pages/a.astro', lines: 41 },
      { path: 'src/pages/b/index.astro', lines: 1 },
    ]);
  });
});
