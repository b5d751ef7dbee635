// `npm run bench:transfer`: only the transfer sizes of `npm run bench` (issue 17), printed, README
// untouched. It seeds and builds its own stack like the full bench (BENCH_OUT_DIR, BENCH_DATA_DIR,
// BENCH_SHOP_PORT and BENCH_SANDBOX_PORT keep it clear of another run), and prints the build's time.
import { findBenchPages, largestPrerendered } from './pages.ts';
import { startBenchStack } from './stack.ts';
import { measureTransfer, renderTransfer } from './transfer.ts';

/** The same catalogue as the full bench's main stack. */
const BENCH_PRODUCTS = '10000';

console.log('Seeding the sandbox and building the shop…');
const stack = await startBenchStack({ SANDBOX_PRODUCTS: BENCH_PRODUCTS });
try {
  const pages = await findBenchPages(stack.shopUrl);
  console.log(
    `Built ${stack.pageCount} pages in ${stack.buildSeconds.toFixed(1)} s. Measuring transfer sizes…`,
  );
  const sizes = await measureTransfer(stack.shopUrl, pages, largestPrerendered(stack.clientDir, pages));
  console.log(`\n${renderTransfer(sizes).join('\n')}`);
} finally {
  await stack.close();
}
