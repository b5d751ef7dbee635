import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run, startService } from '../lib/processes.ts';

/** Where Debian's `nginx` package puts the binary. */
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];

const findNginx = () => NGINX_PATHS.find((path) => existsSync(path));

/**
 * The nginx binary, installing Debian's package when it is missing and we are root. Throws with
 * what to do when it cannot: the check fails rather than skips.
 */
export async function ensureNginx(): Promise<string> {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'nginx is not installed and installing it needs root: run `apt-get install -y nginx` as root.',
    );
  }
  console.log('Installing nginx (Debian package)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed = await run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env });
  const after = findNginx();
  if (installed !== 0 || !after) {
    throw new Error(
      `Installing nginx failed (apt-get exit ${installed}): install the Debian package 'nginx' and run the check again.`,
    );
  }
  return after;
}

/** Checks a configuration with `nginx -t`; throws nginx's own message when it is wrong. */
export function testNginxConfig(nginx: string, runDir: string, configFile: string): void {
  try {
    execFileSync(nginx, ['-t', '-q', '-p', runDir, '-e', `${runDir}/error.log`, '-c', configFile], {
      stdio: 'pipe',
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`nginx rejected ${configFile}:\n${stderr}`);
  }
}

/** Runs nginx in the foreground (the config says `daemon off`), so that stopping the child stops it. */
export function startNginx(nginx: string, runDir: string, configFile: string): ChildProcess {
  return startService(nginx, ['-p', runDir, '-e', `${runDir}/error.log`, '-c', configFile], {
    stdio: 'inherit',
  });
}
