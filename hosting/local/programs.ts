// The programs the hosts' runtimes need from the machine, where each is found, and the one sentence
// a missing one gets; and the vendors' tools that npm run hosts:fetch fetches beside node_modules.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { root, run } from '../../lib/node/run.ts';

// Where each package manager puts nginx and the mime.types its stock config includes. Without
// mime.types, nginx serves every page as application/octet-stream.
export const nginxLayouts = (
  [
    ['Debian and Ubuntu', '/usr/sbin/nginx', '/etc/nginx/mime.types'],
    ['Homebrew on Apple silicon', '/opt/homebrew/bin/nginx', '/opt/homebrew/etc/nginx/mime.types'],
    ['Homebrew on Intel', '/usr/local/bin/nginx', '/usr/local/etc/nginx/mime.types'],
    ['MacPorts', '/opt/local/sbin/nginx', '/opt/local/etc/nginx/mime.types'],
  ] as const
).map(([name, nginx, mimeTypes]) => ({ name, nginx, mimeTypes }));

/** Where to look: the machine itself, or (for the layout test) a folder laid out like one. */
type Machine = { root?: string; path?: string; platform?: NodeJS.Platform };

const under = (root: string, path: string) => (root === '/' ? path : join(root, path));

/** A program on PATH, or in one of the places the package managers put it, or null. */
function find(
  name: string,
  { root = '/', path, platform = process.platform }: Machine,
  places: readonly string[],
) {
  const names = platform === 'win32' ? [`${name}.exe`, name] : [name];
  const onPath = (path ?? process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((file) => join(dir, file)));
  return [...onPath, ...places.map((place) => under(root, place))].find(existsSync) ?? null;
}

/** nginx, from PATH or one of nginxLayouts. None on Windows: see howToInstall.nginx. */
export const nginxPath = (machine: Machine = {}) =>
  (machine.platform ?? process.platform) === 'win32'
    ? null
    : find(
        'nginx',
        machine,
        nginxLayouts.map((layout) => layout.nginx),
      );

/**
 * The mime.types of the nginx at `nginx`: beside it, as every package manager but Debian's lays it
 * out (<prefix>/bin or sbin, and <prefix>/etc/nginx), else in one of nginxLayouts.
 */
export const mimeTypesPath = (nginx: string, { root = '/' }: Machine = {}) =>
  [
    join(dirname(dirname(nginx)), 'etc', 'nginx', 'mime.types'),
    ...nginxLayouts.map((layout) => under(root, layout.mimeTypes)),
  ].find(existsSync) ?? null;

/**
 * Debian's Apache httpd (apt-get install apache2), whose stock configuration the Apache host tests
 * run .htaccess in. Homebrew's httpd lays its modules out otherwise, and Windows has none.
 */
export const apachePath = (machine: Machine = {}) =>
  (machine.platform ?? process.platform) === 'linux'
    ? find('apache2', machine, ['/usr/sbin/apache2'])
    : null;

// OpenSSL, for the throwaway certificate authority of the https tests. macOS's own openssl is
// LibreSSL, which nothing here is tried with, and Homebrew's openssl@3 is keg-only, off PATH.
export function opensslPath(machine: Machine = {}) {
  const kegs = ['/opt/homebrew/opt/openssl@3/bin/openssl', '/usr/local/opt/openssl@3/bin/openssl'];
  const found =
    kegs.find((keg) => existsSync(keg)) ??
    find('openssl', machine, ['/usr/bin/openssl', '/opt/local/bin/openssl']);
  if (!found) return null;
  const version = run(found, ['version'], { encoding: 'utf8' }).stdout ?? '';
  return /^LibreSSL/.test(version) ? null : found;
}

/** How to get each: the one sentence a missing program gets. */
export const howToInstall = {
  nginx:
    process.platform === 'win32'
      ? 'On Windows the nginx host tests are skipped: nginx.org ships its Windows build as a beta, and the shipped config is for Linux servers.'
      : 'nginx is not installed: `apt-get install nginx` on Debian or Ubuntu, `brew install nginx` on macOS.',
  apache:
    process.platform === 'linux'
      ? 'apache2 is not installed: `apt-get install apache2` on Debian or Ubuntu.'
      : "The Apache host tests run on Linux, in Debian's apache2: Homebrew's httpd lays out its modules otherwise.",
  openssl:
    'OpenSSL is not installed: `apt-get install openssl` on Debian or Ubuntu, `brew install openssl@3` on macOS (whose own openssl is LibreSSL).',
};

/** Why nginx cannot serve the site over https here, in one or two sentences, or null. */
export function nginxMissing(): string | null {
  if (process.platform === 'win32') return howToInstall.nginx;
  const missing = [!nginxPath() && howToInstall.nginx, !opensslPath() && howToInstall.openssl];
  return missing.filter((sentence) => typeof sentence === 'string').join(' ') || null;
}

/** A vendor's tool that a host's runtime needs, at the version pinned in its host's module. */
export type Tool = { name: string; package: string; bin: string };

const folder = (tool: Tool) =>
  join(root, 'node_modules', '.cache', 'host-tools', tool.package.replace('/', '+'));

/** The JavaScript file of a fetched tool's command, or null when it has not been fetched. */
export function toolBin(tool: Tool): string | null {
  const name = tool.package.slice(0, tool.package.lastIndexOf('@'));
  const manifest = join(folder(tool), 'node_modules', ...name.split('/'), 'package.json');
  if (!existsSync(manifest)) return null;
  const { version, bin: bins } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (`${name}@${version}` !== tool.package) return null;
  const file = typeof bins === 'string' ? bins : bins?.[tool.bin];
  return file ? join(manifest, '..', file) : null;
}

/** The one sentence a host test run says when a tool is missing. */
export const howToFetch = (tool: Tool) =>
  `The ${tool.name} is not fetched: \`npm run hosts:fetch\` fetches it (${tool.package}).`;

// Fetches a tool at its pinned version into node_modules/.cache/host-tools/, with install scripts
// off: the emulators are larger than the rest of node_modules, so npm install leaves them out.
export function fetchTool(tool: Tool): boolean {
  if (toolBin(tool)) return true;
  const dir = folder(tool);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const flags = ['--no-save', '--no-audit', '--no-fund', '--ignore-scripts'];
  const result = run('npm', ['install', ...flags, tool.package], { cwd: dir, stdio: 'inherit' });
  return result.status === 0 && toolBin(tool) !== null;
}
