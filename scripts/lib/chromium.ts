import { existsSync } from 'node:fs';
import { run } from './processes.ts';

/** A Debian package of Chromium and where its binary lands. */
export interface ChromiumBuild {
  package: string;
  paths: readonly string[];
}

/**
 * Debian's whole browser (`/usr/lib/chromium/chromium` skips the wrapper's harmless warning): the
 * benches, which measure what a shopper's Chrome does.
 */
export const FULL_CHROMIUM: ChromiumBuild = {
  package: 'chromium',
  paths: ['/usr/lib/chromium/chromium', '/usr/bin/chromium'],
};

/**
 * Debian's build of Chromium's headless shell, the same version: what Playwright itself runs for
 * headless tests. The end-to-end suite (issue 30: its time) uses it: a new browser context (one per
 * test) costs it about 40 ms of CPU, against about half a second in the whole browser's headless
 * mode, which sets up a profile's services for each.
 */
export const HEADLESS_SHELL: ChromiumBuild = {
  package: 'chromium-headless-shell',
  paths: ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
};

/** Path of the binary of `build`, or CHROMIUM_PATH when set (never a browser a tool downloaded). */
export function chromiumPath(build: ChromiumBuild = FULL_CHROMIUM): string | undefined {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : build.paths;
  return candidates.find((path) => existsSync(path));
}

/** The browser of the end-to-end suite: the headless shell, else the whole browser. */
export const endToEndChromiumPath = (): string | undefined =>
  chromiumPath(HEADLESS_SHELL) ?? chromiumPath(FULL_CHROMIUM);

/** Installs Debian's `build` as root with apt-get; true when its binary is then there. */
async function install(build: ChromiumBuild): Promise<boolean> {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`${build.package} is missing: installing Debian's package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated === 0 ? await run('apt-get', ['install', '-y', '-qq', build.package], { env }) : updated;
  return installed === 0 && chromiumPath(build) !== undefined;
}

/**
 * Makes sure Debian's `build` is installed: as root with apt-get it installs it; otherwise it
 * explains the one command to run. Returns the binary's path, or undefined when it cannot.
 */
export async function ensureChromium(build: ChromiumBuild = FULL_CHROMIUM): Promise<string | undefined> {
  const found = chromiumPath(build);
  if (found) return found;
  if (await install(build)) return chromiumPath(build);
  console.error(`This needs Chromium. Install it with:\n\n  sudo apt-get install -y ${build.package}\n`);
  return undefined;
}

/** The end-to-end suite's browser, installed when missing; the whole browser if the shell cannot be. */
export async function ensureEndToEndChromium(): Promise<string | undefined> {
  if (chromiumPath(HEADLESS_SHELL) || (await install(HEADLESS_SHELL))) return chromiumPath(HEADLESS_SHELL);
  return ensureChromium(FULL_CHROMIUM);
}
