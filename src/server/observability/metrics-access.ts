import type { IncomingMessage } from 'node:http';
import { inNetworks, LOOPBACK_NETWORKS, networkList } from './client-address';

const LOOPBACK = networkList(LOOPBACK_NETWORKS);

/**
 * Whether a request may read /metrics: from the loopback or a configured network, and not passed
 * on by a proxy (a proxy on the same machine connects from the loopback on behalf of anyone, and
 * says so in X-Forwarded-For).
 */
export function isMetricsClient(req: IncomingMessage, allowed: readonly string[]): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const address = req.socket.remoteAddress ?? '';
  return inNetworks(address, LOOPBACK) || inNetworks(address, networkList(allowed));
}
