// The programs the local hosts need from the machine, where each is found, and how to get one that
// is missing, in one sentence. The suite (e2e/suite.ts), the hosts' Playwright config, the nginx
// layout test and the grade read them.
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { RuntimeHost } from '../promises.ts';
import { hostToolBin, howToFetch } from './host-tools.ts';

/**
 * Where each package manager puts nginx and the mime.types its stock config includes. Without
 * mime.types, nginx serves every page as application/octet-stream.
 */
export const nginxLayouts = [
  { name: 'Debian and Ubuntu', nginx: '/usr/sbin/nginx', mimeTypes: '/etc/nginx/mime.types' },
  {
    name: 'Homebrew on Apple silicon',
    nginx: '/opt/homebrew/bin/nginx',
    mimeTypes: '/opt/homebrew/etc/nginx/mime.types',
  },
  {
    name: 'Homebrew on Intel',
    nginx: '/usr/local/bin/nginx',
    mimeTypes: '/usr/local/etc/nginx/mime.types',
  },
  {
    name: 'MacPorts',
    nginx: '/opt/local/sbin/nginx',
    mimeTypes: '/opt/local/etc/nginx/mime.types',
  },
] as const;

/**
 * Where to look: the machine itself, or (for the layout test) a folder laid out like one, with
 * its own PATH.
 */
export type Machine = { root?: string; path?: string; platform?: NodeJS.Platform };

const under = (root: string, path: string) => (root === '/' ? path : join(root, path));

/** A program on PATH, or in one of the places the package managers put it, or null. */
function find(
  name: string,
  places: readonly string[],
  { root = '/', path, platform = process.platform }: Machine,
) {
  const names = platform === 'win32' ? [`${name}.exe`, name] : [name];
  const onPath = (path ?? process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((file) => join(dir, file)));
  return [...onPath, ...places.map((place) => under(root, place))].find(existsSync) ?? null;
}

/** nginx, from PATH or one of nginxLayouts. None on Windows: see howToInstall.nginx. */
export function nginxPath(machine: Machine = {}) {
  if ((machine.platform ?? process.platform) === 'win32') return null;
  return find(
    'nginx',
    nginxLayouts.map((layout) => layout.nginx),
    machine,
  );
}

/**
 * The mime.types of the nginx at `nginx`: beside it, as every package manager but Debian's lays it
 * out (<prefix>/bin or sbin, and <prefix>/etc/nginx), else in one of nginxLayouts.
 */
export function mimeTypesPath(nginx: string, { root = '/' }: Machine = {}) {
  const beside = join(dirname(dirname(nginx)), 'etc', 'nginx', 'mime.types');
  const places = [beside, ...nginxLayouts.map((layout) => under(root, layout.mimeTypes))];
  return places.find(existsSync) ?? null;
}

/**
 * Debian's Apache httpd (apt-get install apache2), whose stock configuration the Apache host tests
 * run .htaccess in. Homebrew's httpd lays its modules out otherwise, and Windows has none.
 */
export const apachePath = (machine: Machine = {}) =>
  (machine.platform ?? process.platform) === 'linux'
    ? find('apache2', ['/usr/sbin/apache2'], machine)
    : null;

/** openssl, for the throwaway certificate the https tests and the grade use. */
export const opensslPath = (machine: Machine = {}) =>
  find(
    'openssl',
    ['/usr/bin/openssl', '/opt/homebrew/bin/openssl', '/opt/local/bin/openssl'],
    machine,
  );

/** How to get each: the one sentence a missing program gets. */
export const howToInstall = {
  nginx:
    process.platform === 'win32'
      ? 'On Windows the nginx host tests and the security grade are skipped: nginx.org ships its Windows build as a beta, and the shipped config is for Linux servers.'
      : 'nginx is not installed: `apt-get install nginx` on Debian or Ubuntu, `brew install nginx` on macOS.',
  apache:
    process.platform === 'linux'
      ? 'apache2 is not installed: `apt-get install apache2` on Debian or Ubuntu.'
      : "The Apache host tests run on Linux, in Debian's apache2: Homebrew's httpd lays out its modules otherwise.",
  openssl:
    'openssl is not installed: `apt-get install openssl` on Debian or Ubuntu, `brew install openssl` on macOS.',
};

/**
 * Why the nginx host tests and the grade cannot run on this machine, in one or two sentences, or
 * null when they can.
 */
export function nginxMissing(): string | null {
  if (process.platform === 'win32') return howToInstall.nginx;
  const missing = [!nginxPath() && howToInstall.nginx, !opensslPath() && howToInstall.openssl];
  return missing.filter((sentence) => typeof sentence === 'string').join(' ') || null;
}

/** Windows has no nginx to test, so even CI runs without it there (.github/workflows/ci.yml). */
export const nginxOptional = process.platform === 'win32';

/**
 * Why a host's runtime cannot run on this machine, in one or two sentences, or null when it can.
 * Cloudflare's runtime ships in node_modules.
 */
export function runtimeMissing(host: RuntimeHost): string | null {
  if (host === 'nginx') return nginxMissing();
  if (host === 'apache') return apachePath() ? null : howToInstall.apache;
  if (host === 'firebase' || host === 'azure') return hostToolBin(host) ? null : howToFetch(host);
  return null;
}

/**
 * Whether CI may run without a host's runtime here: nginx on Windows, and Debian's apache2 off
 * Linux. Everywhere else CI runs every host.
 */
export const runtimeOptional = (host: RuntimeHost) =>
  (host === 'nginx' && nginxOptional) || (host === 'apache' && process.platform !== 'linux');
