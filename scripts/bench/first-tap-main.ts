// `npm run bench:first-tap`: only the early-tap figures of `npm run bench` (issue 27 item 1), on a
// stack of its own, printed; README untouched.
import { measureFirstTap, renderFirstTap } from './first-tap.ts';
import { findBenchPages } from './pages.ts';
import { startBenchStack } from './stack.ts';

const RUNS = Number(process.env.BENCH_FIRST_TAP_RUNS ?? 5);
console.log('Seeding the sandbox and building the shop…');
const stack = await startBenchStack();
try {
  const { product } = await findBenchPages(stack.shopUrl);
  const url = `${stack.shopUrl}${product}`;
  const lines = [];
  for (const network of ['lighthouse', 'devtools'] as const)
    lines.push(renderFirstTap(await measureFirstTap(url, RUNS, network)));
  console.log(`\n${lines.join('\n')}`);
} finally {
  await stack.close();
}
