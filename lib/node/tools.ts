// The developer tools the scripts, the host tests and the bench share: a program found on the
// machine (each caller says where package managers put it, and the sentence a missing one gets);
// and the tools npm install leaves out, each pinned by the module that uses it and fetched beside
// node_modules when a job or a command needs it (npm run hosts:fetch, or the command itself).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { root, run } from './run.ts';

/** Where to look: the machine itself, or (for the layout test) a folder laid out like one. */
export type Machine = { root?: string; path?: string };

export const under = (root: string, path: string) => (root === '/' ? path : join(root, path));

/** A program on PATH, or in one of the places the package managers put it, or null. */
export function find(name: string, { root = '/', path }: Machine, places: readonly string[]) {
  const names = process.platform === 'win32' ? [`${name}.exe`, name] : [name];
  const onPath = (path ?? process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => names.map((file) => join(dir, file)));
  return [...onPath, ...places.map((place) => under(root, place))].find(existsSync) ?? null;
}

/** A tool npm install leaves out, at the version pinned in the module that uses it. */
export type Tool = { name: string; package: string; bin?: string };

const folder = (tool: Tool) =>
  join(root, 'node_modules', '.cache', 'tools', tool.package.replace('/', '+'));

/** The folder of a fetched tool's package, or null when it has not been fetched at its version. */
export function toolDir(tool: Tool): string | null {
  const name = tool.package.slice(0, tool.package.lastIndexOf('@'));
  const dir = join(folder(tool), 'node_modules', ...name.split('/'));
  if (!existsSync(join(dir, 'package.json'))) return null;
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return `${name}@${version}` === tool.package ? dir : null;
}

/** The JavaScript file of a fetched tool's command, or null when it has not been fetched. */
export function toolBin(tool: Tool): string | null {
  const dir = toolDir(tool);
  if (!dir) return null;
  const bins = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).bin;
  const file = typeof bins === 'string' ? bins : bins?.[tool.bin ?? ''];
  return file ? join(dir, file) : null;
}

/** The one sentence a run says when a tool is missing. */
export const howToFetch = (tool: Tool) =>
  `The ${tool.name} is not fetched: \`npm run hosts:fetch\` fetches it (${tool.package}).`;

/** A tool's folder, fetched the first time a command needs it, or the sentence that says why not. */
export function neededTool(tool: Tool) {
  const dir = toolDir(tool) ?? (fetchTool(tool, 'ignore') && toolDir(tool));
  if (!dir)
    throw new Error(
      `The ${tool.name} (${tool.package}) could not be fetched from the npm registry.`,
    );
  return dir;
}

// Fetches a tool at its pinned version into node_modules/.cache/tools/, with install scripts
// off: what only some jobs need (the emulators, Renovate, Lighthouse) would more than double
// everyone's npm install, so it leaves them out.
export function fetchTool(tool: Tool, stdio: 'inherit' | 'ignore' = 'inherit'): boolean {
  if (toolDir(tool)) return true;
  if (stdio === 'ignore') console.log(`Fetching ${tool.package} from the npm registry, once.`);
  const dir = folder(tool);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const flags = ['--no-save', '--no-audit', '--no-fund', '--ignore-scripts'];
  const result = run('npm', ['install', ...flags, tool.package], { cwd: dir, stdio });
  return result.status === 0 && toolDir(tool) !== null;
}
