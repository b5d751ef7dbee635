import { BlockList, isIP } from 'node:net';

/** Who may name the client in X-Forwarded-For when TRUSTED_PROXIES is unset: the nginx on this host. */
export const LOOPBACK_NETWORKS = ['127.0.0.0/8', '::1/128'] as const;

/** An IPv4 client seen on an IPv6 socket (`::ffff:10.0.0.5`) as its IPv4 address. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `10.0.0.0/8`, `192.168.1.7`, `fd00::/8` as a BlockList (used as an allow list); anything else is skipped. */
export function networkList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    if (!isIP(address)) continue;
    const bits = Number(prefix);
    if (prefix === undefined) list.addAddress(address, family(address));
    else if (Number.isInteger(bits) && bits >= 0 && bits <= (isIP(address) === 6 ? 128 : 32))
      list.addSubnet(address, bits, family(address));
  }
  return list;
}

/** Whether `address` (any form Node gives) is in `list`. */
export function inNetworks(address: string, list: BlockList): boolean {
  const plain = plainAddress(address);
  return isIP(plain) !== 0 && list.check(plain, family(plain));
}

/** TRUSTED_PROXIES (comma-separated addresses or CIDRs) as a list; empty means the loopback. */
export function trustedProxies(setting: string): BlockList {
  const entries = setting.split(',').filter((entry) => entry.trim() !== '');
  return networkList(entries.length > 0 ? entries : LOOPBACK_NETWORKS);
}

/** What the server knows of a request's origin: the socket's peer and the proxies' header. */
export interface RequestOrigin {
  /** `socket.remoteAddress`. */
  peer: string | undefined;
  /** X-Forwarded-For as received (Node joins repeated headers with ', '). */
  forwardedFor: string | string[] | undefined;
}

/**
 * The shopper's address (src/server/README.md, "Security and caching headers"): the socket's peer, unless that
 * peer is a trusted proxy; then the right-most address of X-Forwarded-For that is not itself a
 * trusted proxy (each proxy appends the address it saw, so whatever lies left of the first
 * untrusted entry was written by the client and proves nothing). A malformed entry stops the walk
 * at the last trusted hop; a header of trusted hops only names the left-most. 'unknown' when the
 * socket has no address (a closed connection).
 */
export function clientAddress(origin: RequestOrigin, trusted: BlockList): string {
  const peer = plainAddress(origin.peer ?? '');
  if (!isIP(peer)) return 'unknown';
  const header = Array.isArray(origin.forwardedFor) ? origin.forwardedFor.join(',') : origin.forwardedFor;
  if (!header || !inNetworks(peer, trusted)) return peer;
  let client = peer;
  for (const entry of header.split(',').reverse()) {
    const address = plainAddress(entry.trim());
    if (!isIP(address)) break;
    client = address;
    if (!inNetworks(address, trusted)) break;
  }
  return client;
}
