import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** Who may tell the sandbox the client's address by default: the loopback, where the shop runs. */
export const LOOPBACK_NETWORKS = ['127.0.0.0/8', '::1/128'] as const;
/** The header the shop names its shopper's address in (README, "The client's address"). */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/** An IPv4 address seen on an IPv6 socket (`::ffff:10.0.0.5`) as its IPv4 form. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `127.0.0.0/8, 10.1.2.3, fd00::/8` as a BlockList (used as an allow list); entries that are no address are skipped. */
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

/** The trusted proxies of a comma-separated setting (`SANDBOX_TRUSTED_PROXIES`), the loopback when unset. */
export function trustedProxies(setting: string | undefined): BlockList {
  const entries = setting === undefined || setting.trim() === '' ? LOOPBACK_NETWORKS : setting.split(',');
  return networkList(entries);
}

const trusted = (address: string, list: BlockList) => list.check(address, family(address));

/**
 * The client of a request: the socket's peer, unless that peer is a trusted proxy (the shop); then
 * the right-most address of `X-Forwarded-For` that is not itself trusted (each proxy appends the
 * address it saw, so entries left of the first untrusted one are whatever the client wrote). A
 * malformed entry stops the walk at the last trusted hop; a header of trusted hops only names the
 * left-most of them.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  list: BlockList,
): string {
  const socket = plainAddress(peer ?? '');
  if (!isIP(socket)) return 'unknown';
  if (!trusted(socket, list) || !forwardedFor) return socket;
  let client = socket;
  for (const entry of forwardedFor.split(',').reverse()) {
    const address = plainAddress(entry.trim());
    if (!isIP(address)) break;
    client = address;
    if (!trusted(address, list)) break;
  }
  return client;
}

/** Groups of an IPv6 address one client controls: its /64 (a household or a server gets a whole one). */
const CLIENT_IPV6_GROUPS = 4;

/**
 * The part of an address one client controls, as the limits count it: an IPv4 address whole, an
 * IPv6 address's /64 (`2001:db8:0:1::/64`), so rotating addresses inside it changes nothing.
 */
export function clientBlock(address: string): string {
  if (isIP(address) !== 6) return address;
  const [left = '', right] = address.toLowerCase().split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right ? right.split(':') : [];
  const zeros = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill('0');
  const groups = [...head, ...zeros, ...tail].slice(0, CLIENT_IPV6_GROUPS);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The client of a sandbox request as its limits count it (see clientAddress and clientBlock). */
export function requestClient(c: Context<AppEnv>, list: BlockList): string {
  return clientBlock(
    clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header(CLIENT_ADDRESS_HEADER), list),
  );
}
