// `npm run bench:search`: only the search figures of `npm run bench` (issues 3, 15 and 27):
// the sandbox's latency at 100,000 products, then the precision at 5 on the fixed queries through
// the shop's own search page (a build against the default seed), printed, README untouched.
import { renderSearch } from './report.ts';
import { measureSearch } from './search.ts';
import { readThroughShop, scoreSearchPrecision } from './search-precision.ts';
import { startBenchStack } from './stack.ts';

// Clear of the e2e run's build (`dist`) and of the latency's sandbox (`.data/bench-search`).
process.env.BENCH_OUT_DIR ||= '.data/bench-search-shop/dist';
process.env.BENCH_DATA_DIR ||= '.data/bench-search-shop';

console.log('Seeding 100,000 products, then timing the search…');
const latency = await measureSearch();
console.log('Building the shop against the default seed, then scoring its search page…');
const stack = await startBenchStack();
try {
  const precision = await scoreSearchPrecision(
    readThroughShop(stack.shopUrl, stack.sandboxUrl),
    stack.sandboxUrl,
  );
  console.log(`\n${renderSearch({ latency, precision }).join('\n')}`);
  if (process.env.BENCH_VERBOSE) {
    for (const q of precision.queries) if (q.precision < 1) console.log(q.query, q.precision, q.names);
  }
} finally {
  await stack.close();
}
