// `npm run check:form-pages`: no .astro page that handles a form POST has a frontmatter longer than
// MAX_FRONTMATTER_LINES lines (issue 30, item 5). Such a page declares its form's intents in
// src/server/forms/intents/ and takes them with `handleIntents` (src/server/forms/README.md); what
// it shows afterwards comes from its module in src/server/pages/. Exits non-zero on any longer one.
import { resolve } from 'node:path';
import { formPages, MAX_FRONTMATTER_LINES } from './form-pages.ts';

const root = resolve(import.meta.dirname, '../..');
const pages = formPages(root);
const long = pages.filter((page) => page.lines > MAX_FRONTMATTER_LINES);
for (const page of long)
  console.error(`  error max-frontmatter-lines: ${page.path} has ${page.lines} lines of frontmatter`);
if (long.length > 0)
  console.error(
    `\nx ${long.length} form pages with more than ${MAX_FRONTMATTER_LINES} lines of frontmatter.`,
  );
else
  console.log(
    `✔ ${pages.length} form pages, none with more than ${MAX_FRONTMATTER_LINES} lines of frontmatter.`,
  );
process.exit(long.length === 0 ? 0 : 1);
