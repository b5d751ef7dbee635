import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run, startService } from '../lib/processes.ts';

/** Where Debian's `nginx` and `openssl` packages put their binaries. */
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const OPENSSL_PATHS = ['/usr/bin/openssl'];
/** The run's certificate outlives any run by far, and is thrown away with the run directory. */
const CERTIFICATE_DAYS = 2;

const find = (paths: readonly string[]) => paths.find((path) => existsSync(path));

/**
 * A binary of a Debian package, installing the package when it is missing and we are root. Throws
 * with what to do when it cannot: the check fails rather than skips.
 */
export async function ensurePackage(name: string, paths: readonly string[]): Promise<string> {
  const found = find(paths);
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${name} is not installed and installing it needs root: run \`apt-get install -y ${name}\` as root.`,
    );
  }
  console.log(`Installing ${name} (Debian package)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed = await run('apt-get', ['install', '-y', '--no-install-recommends', name], { env });
  const after = find(paths);
  if (installed !== 0 || !after) {
    throw new Error(
      `Installing ${name} failed (apt-get exit ${installed}): install the Debian package '${name}' and run the check again.`,
    );
  }
  return after;
}

/**
 * Debian's brotli modules for nginx (packages `libnginx-mod-http-brotli-static` and
 * `libnginx-mod-http-brotli-filter`), where installed. Optional: without them nginx serves the
 * build's gzip copies; the check never installs them.
 */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const BROTLI_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** The brotli modules installed on this machine, for `NginxSettings.brotli`. */
export function brotliModules(): { staticModule?: string; filterModule?: string } {
  return {
    ...(existsSync(BROTLI_STATIC_MODULE) && { staticModule: BROTLI_STATIC_MODULE }),
    ...(existsSync(BROTLI_FILTER_MODULE) && { filterModule: BROTLI_FILTER_MODULE }),
  };
}

/** The nginx binary (Debian's package, installed when missing and we are root). */
export const ensureNginx = () => ensurePackage('nginx', NGINX_PATHS);

/** The openssl binary, to make the run's certificate. */
export const ensureOpenssl = () => ensurePackage('openssl', OPENSSL_PATHS);

/**
 * A self-signed certificate for `host` (and 127.0.0.1) with its key, written into `dir`: what
 * nginx ends TLS with in the check. Browsers and `fetch` must be told to trust it.
 */
export async function selfSignedCertificate(
  openssl: string,
  dir: string,
  host: string,
): Promise<{ certificate: string; key: string }> {
  const certificate = `${dir}/certificate.pem`;
  const key = `${dir}/key.pem`;
  const made = await run(
    openssl,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      String(CERTIFICATE_DAYS),
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host},IP:127.0.0.1`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  if (made !== 0) throw new Error(`openssl could not make the check's certificate (exit ${made}).`);
  return { certificate, key };
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
