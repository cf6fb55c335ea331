// Finding a program the hosts' runtimes need from the machine (each host's module says which, and
// the sentence a missing one gets), OpenSSL for their https; and the vendors' tools that
// npm run hosts:fetch fetches beside node_modules.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { root, run } from '../../lib/node/run.ts';

/** Where to look: the machine itself, or (for the layout test) a folder laid out like one. */
export type Machine = { root?: string; path?: string; platform?: NodeJS.Platform };

export const under = (root: string, path: string) => (root === '/' ? path : join(root, path));

/** A program on PATH, or in one of the places the package managers put it, or null. */
export function find(
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

/** The one sentence a missing OpenSSL gets. */
export const opensslMissing =
  'OpenSSL is not installed: `apt-get install openssl` on Debian or Ubuntu, `brew install openssl@3` on macOS (whose own openssl is LibreSSL).';

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
