import { findBenchPages } from './pages.ts';
import { startBenchStack } from './stack.ts';
import { gzipJsBytes } from './js-bytes.ts';
import { measureTransfer, renderTransfer } from './transfer.ts';
const stack = await startBenchStack({ SANDBOX_PRODUCTS: '10000' });
try {
  const pages = await findBenchPages(stack.shopUrl);
  console.log(renderTransfer(await measureTransfer(stack.shopUrl, pages)).join('\n'));
  const urls = Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, `${stack.shopUrl}${v}`]));
  console.log(JSON.stringify(await gzipJsBytes(urls)));
} finally {
  await stack.close();
}
