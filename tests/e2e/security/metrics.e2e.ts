import { expect, test } from '../support/test';
import { keepAliveAgent, mapBounded, sendRaw } from '../support/bulk-http';

/** Issue 29 item 1: each unknown product address used to add about 2.9 KB of series for good. */
const UNKNOWN_ADDRESSES = 500;
const CONCURRENCY = 4;
/**
 * What the scrape may grow by meanwhile: other tests' first answers of a route or status (a new
 * series each, a few hundred bytes) and wider numbers. 500 addresses at 2.9 KB each would be 1.4 MB.
 */
const OTHER_GROWTH_BYTES = 16 * 1024;

const port = () => Number(process.env.E2E_SHOP_PORT);

/** The shop's /metrics as the loopback (where the e2e tests run) reads it. */
async function scrape(): Promise<string> {
  const response = await fetch(`http://localhost:${port()}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The series of a scrape: each sample's name and labels (not its value). */
function seriesOf(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.slice(0, line.lastIndexOf(' '))),
  );
}

test('500 distinct unknown product addresses leave /metrics the size it was', async () => {
  const agent = keepAliveAgent(CONCURRENCY);
  const slugs = Array.from({ length: UNKNOWN_ADDRESSES }, (_, n) => `no-existe-metricas-${n}-${n * 7919}`);
  const ask = (slug: string) => sendRaw(agent, port(), { method: 'GET', path: `/${slug}` });
  // The first unknown address makes its own series (the route's 404, the API's 404): once.
  expect((await ask('no-existe-metricas-primero')).status).toBe(404);
  const before = await scrape();
  const statuses = await mapBounded(slugs, CONCURRENCY, async (slug) => (await ask(slug)).status);
  const after = await scrape();
  agent.destroy();
  expect(new Set(statuses)).toEqual(new Set([404]));

  // The scrape before, read once (not once per series after: 5.6 CPU-s of a profiled run).
  const known = seriesOf(before);
  const added = [...seriesOf(after)].filter((series) => !known.has(series));
  expect(added.filter((series) => series.includes('no-existe-metricas'))).toEqual([]);
  expect(after).not.toContain('no-existe-metricas');
  // The API calls those pages made are one series: the contract's path template.
  expect(after).toMatch(
    /shop_api_call_duration_seconds_count\{endpoint="\/api\/v2\/catalog\/products\/\{idOrPath\}",method="GET",status="404"\} \d+/,
  );
  const growth = Buffer.byteLength(after) - Buffer.byteLength(before);
  test.info().annotations.push({
    type: 'scrape bytes',
    description: `${Buffer.byteLength(before)} before, ${Buffer.byteLength(after)} after ${UNKNOWN_ADDRESSES} addresses`,
  });
  expect(growth).toBeLessThan(OTHER_GROWTH_BYTES);
});
