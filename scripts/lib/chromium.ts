import { existsSync } from 'node:fs';
import { run } from './processes.ts';

/** Debian's Chromium; never a browser downloaded by a test tool (the network forbids it). */
export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Path of the Chromium binary to drive, honouring CHROMIUM_PATH. */
export function chromiumPath(): string | undefined {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CHROMIUM_CANDIDATES;
  return candidates.find((path) => existsSync(path));
}

/**
 * Makes sure Debian's Chromium is installed: as root with apt-get it installs it; otherwise it
 * explains the one command to run. Returns the binary's path, or undefined when it cannot.
 */
export async function ensureChromium(): Promise<string | undefined> {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const updated = await run('apt-get', ['update', '-qq'], { env });
    const installed =
      updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) : updated;
    if (installed === 0) return chromiumPath();
  }
  console.error('End-to-end tests need Chromium. Install it with:\n\n  sudo apt-get install -y chromium\n');
  return undefined;
}
