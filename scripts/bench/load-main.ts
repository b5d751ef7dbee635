// `npm run bench:load`: only the load part of `npm run bench` (issue 6), printed, README untouched.
// It seeds and builds its own stack like the full bench; BENCH_OUT_DIR, BENCH_DATA_DIR,
// BENCH_SHOP_PORT and BENCH_SANDBOX_PORT keep it clear of another run in the same checkout.
import { measureLoadFigures } from './load-figures.ts';
import { findBenchPages } from './pages.ts';
import { renderLoad } from './report.ts';
import { startBenchStack } from './stack.ts';

/** The same catalogue as the full bench's main stack. */
const BENCH_PRODUCTS = '10000';

console.log('Seeding the sandbox and building the shop…');
const stack = await startBenchStack({ SANDBOX_PRODUCTS: BENCH_PRODUCTS });
try {
  const pages = await findBenchPages(stack.shopUrl);
  console.log(`Load: ${pages.product} against ${pages.category}, then the long run…`);
  const load = await measureLoadFigures(
    { product: `${stack.shopUrl}${pages.product}`, category: `${stack.shopUrl}${pages.category}` },
    stack.shopPid,
  );
  console.log(`\n${renderLoad(load).join('\n')}`);
} finally {
  await stack.close();
}
