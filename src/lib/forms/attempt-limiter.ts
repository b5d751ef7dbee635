/** How many failures a key may have within a sliding window, and how many keys to remember at most. */
export interface AttemptLimit {
  maxFailures: number;
  windowMs: number;
  /** Past this many keys the least recently failed is forgotten, so a flood of addresses cannot fill the memory. */
  maxKeys: number;
}

/**
 * Failed attempts per key (a client's address) in a sliding window, in memory. Pure: the caller
 * passes the time. `wait` says how long until the key may try again (0: now); `fail` counts one.
 */
export class AttemptLimiter {
  readonly #limit: AttemptLimit;
  /** Failure times per key, oldest first; keys in order of their last failure, oldest first. */
  readonly #failures = new Map<string, number[]>();

  constructor(limit: AttemptLimit) {
    this.#limit = limit;
  }

  #live(key: string, now: number): number[] {
    const since = now - this.#limit.windowMs;
    return (this.#failures.get(key) ?? []).filter((at) => at > since);
  }

  /** Seconds (rounded up, at least 1) until `key` is under the limit again; 0 when it is now. */
  wait(key: string, now: number): number {
    const live = this.#live(key, now);
    if (live.length < this.#limit.maxFailures) return 0;
    const oldest = live[live.length - this.#limit.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.#limit.windowMs - now) / 1000));
  }

  /** Counts a failure of `key` at `now`. */
  fail(key: string, now: number): void {
    const live = [...this.#live(key, now), now].slice(-this.#limit.maxFailures);
    this.#failures.delete(key);
    this.#failures.set(key, live);
    for (const stale of this.#failures.keys()) {
      if (this.#failures.size <= this.#limit.maxKeys) break;
      this.#failures.delete(stale);
    }
  }

  /** How many keys are remembered (for tests and metrics). */
  get size(): number {
    return this.#failures.size;
  }
}

/**
 * The part of an address that one client controls: an IPv4 address whole, an IPv6 address's /64
 * (one household or server gets a whole /64 and can rotate within it at will). Anything else as given.
 */
export function addressBlock(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length < 4 || groups.slice(0, 4).some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
