// `npm run bench:limit`: only the "at the limit" figures of `npm run bench` (issue 17 item 4),
// printed, README untouched. BENCH_SHOP_URL measures a shop already running; otherwise it seeds and
// builds its own stack like the full bench.
import { findBenchPages } from './pages.ts';
import { renderLimits } from './report.ts';
import { measureLimitRatios } from './script-less.ts';
import { startBenchStack } from './stack.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const given = process.env.BENCH_SHOP_URL;
const stack = given ? null : await startBenchStack({ SANDBOX_PRODUCTS: '10000' });
const shopUrl = given ?? stack!.shopUrl;
try {
  const pages = await findBenchPages(shopUrl);
  console.log(`\n${renderLimits(await measureLimitRatios(shopUrl, pages, RUNS)).join('\n')}`);
} finally {
  await stack?.close();
}
