import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** `10.0.0.0/8`, `192.168.1.7`, `fd00::/8` as a BlockList (used here as an allow list). */
function networks(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const LOOPBACK = networks(['127.0.0.0/8', '::1/128']);

/** An IPv4 client seen on an IPv6 socket (`::ffff:10.0.0.5`) as its IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * Whether a request may read /metrics: from the loopback or a configured network, and not passed
 * on by a proxy (a proxy on the same machine connects from the loopback on behalf of anyone, and
 * says so in X-Forwarded-For).
 */
export function isMetricsClient(req: IncomingMessage, allowed: readonly string[]): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const address = plain(req.socket.remoteAddress ?? '');
  if (!isIP(address)) return false;
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return LOOPBACK.check(address, type) || networks(allowed).check(address, type);
}
