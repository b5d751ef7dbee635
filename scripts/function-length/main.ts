// `npm run check:functions`: no function in `src/` is longer than MAX_FUNCTION_LINES lines
// (issue 30, item 3). A long function is split into named pieces that say what they do in the
// shop's terms (sub-components, hooks, action functions). Exits non-zero on any longer one.
import { resolve } from 'node:path';
import { longFunctions, MAX_FUNCTION_LINES } from './long-functions.ts';

const root = resolve(import.meta.dirname, '../..');
const long = longFunctions(root, 'src');
for (const fn of long)
  console.error(`  error max-function-lines: ${fn.where} ${fn.name} has ${fn.lines} lines`);
if (long.length > 0)
  console.error(`\nx ${long.length} functions in src/ longer than ${MAX_FUNCTION_LINES} lines.`);
else console.log(`✔ no function in src/ longer than ${MAX_FUNCTION_LINES} lines.`);
process.exit(long.length === 0 ? 0 : 1);
