import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';

/** Where the supervisor serves its workers' metrics, summed: the conventional exporter port, loopback only. */
export const DEFAULT_METRICS_PORT = 9464;
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/**
 * The whole instance's metrics for Prometheus: each worker keeps its own counters (its /metrics
 * shows only them, and a scrape through the shared port reaches one worker at random), so the
 * supervisor asks every worker over the cluster channel and answers their sum at
 * `http://<METRICS_HOST>:<METRICS_PORT>/metrics`. Bound to the loopback unless METRICS_HOST says
 * otherwise.
 */
export function serveClusterMetrics(port: number, host: string): Server {
  const aggregator = new AggregatorRegistry();
  const server = createServer(async (req, res) => {
    if ((req.url ?? '').split('?', 1)[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const text = await aggregator.clusterMetrics();
      res.writeHead(200, { 'Content-Type': aggregator.contentType, 'Cache-Control': 'no-store' }).end(text);
    } catch (error) {
      res
        .writeHead(503, { 'Content-Type': 'text/plain' })
        .end(`metrics unavailable: ${(error as Error).message}\n`);
    }
  });
  // A port already taken (another server on this host) costs the metrics, never the shop.
  server.on('error', (error) => console.error(`serve: no cluster metrics (${error.message}).`));
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    console.log(`serve: metrics of every worker at http://${host}:${bound}/metrics`);
  });
  return server;
}
