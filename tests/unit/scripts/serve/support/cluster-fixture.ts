// A cluster like `npm run serve`'s: two workers count requests in the shop's own metrics registry,
// and the primary serves their sum (scripts/serve/cluster-metrics.ts). Prints `PORT <n>` once ready.
import cluster from 'node:cluster';

const WORKERS = 2;

if (cluster.isPrimary) {
  const { serveClusterMetrics } = await import('../../../../../scripts/serve/cluster-metrics.ts');
  let counted = 0;
  for (let index = 0; index < WORKERS; index += 1) {
    cluster.fork().on('message', (message) => {
      if (message !== 'counted' || ++counted < WORKERS) return;
      const server = serveClusterMetrics(0, '127.0.0.1');
      server.on('listening', () => {
        const address = server.address();
        if (typeof address === 'object' && address) process.stdout.write(`PORT ${address.port}\n`);
      });
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const { httpRequests } = await import('../../../../../src/server/observability/metrics.ts');
  httpRequests.inc({ route: '/[slug]', method: 'GET', status: '200' }, 3);
  process.send?.('counted');
}
