// `npm run bench:rebuild`: only the rebuild job's figures of `npm run bench` (issue 31), printed,
// README untouched. BENCH_REBUILD_CATEGORIES (default 10,000) sets the sandbox's size.
import { measureRebuildAtScale, renderRebuild } from './rebuild.ts';

/** The size; a smaller one for a quick look on a shared machine. */
const CATEGORIES = Number(process.env.BENCH_REBUILD_CATEGORIES ?? 10_000);

console.log(
  `Rebuild job at ${CATEGORIES.toLocaleString('en')} categories: first build, nothing changed, one price, 100 categories…`,
);
console.log(renderRebuild(await measureRebuildAtScale(CATEGORIES)).join('\n'));
