// Every child process the scripts and tests start goes through here, to start alike on every OS:
// - `node` is the Node running this script (process.execPath), whatever PATH holds;
// - a dependency's command (jest, next, …) runs its package's "bin" file with that Node: no shell,
//   and no node_modules/.bin shim, which on Windows is a .cmd file;
// - npm and npx are .cmd files on Windows, which Node starts only through cmd.exe (spawn() without
//   a shell fails with EINVAL since April 2024), so there they do, each argument quoted for it;
// - any other program (nginx, openssl, git) starts as it is.
import {
  spawn,
  spawnSync,
  type ChildProcess,
  type StdioOptions,
  type SpawnOptions,
  type SpawnSyncOptions,
  type SpawnSyncOptionsWithStringEncoding,
  type SpawnSyncReturns,
} from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root, where package.json and node_modules are. */
export const root = resolve(import.meta.dirname, '..', '..');

type Command = { file: string; args: string[]; windowsVerbatimArguments?: boolean };
/** Where a command runs: the platform, cmd.exe's path there, and the project whose bins it knows. */
type Place = { platform?: NodeJS.Platform; comspec?: string; project?: string };

type Manifest = {
  bin?: string | Record<string, string>;
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** The file a dependency of `project` names as "bin" for the command `name`, or null. */
export function dependencyBin(name: string, project = root): string | null {
  const own = manifest(project);
  for (const dependency of Object.keys({ ...own.dependencies, ...own.devDependencies })) {
    const dir = join(project, 'node_modules', ...dependency.split('/'));
    if (!existsSync(join(dir, 'package.json'))) continue;
    const { bin, name: packageName } = manifest(dir);
    // A "bin" that is a string is the command named after the package, without its scope.
    const file =
      typeof bin === 'string' ? packageName?.split('/').pop() === name && bin : bin?.[name];
    if (file) return join(dir, file);
  }
  return null;
}

/** cmd.exe's special characters, which a caret makes literal. */
const CMD_META = /([()\][%!^"`<>&|;, *?])/g;

const plain = /^[\w@+=:./\\-]+$/;

/**
 * One argument for cmd.exe to pass on as the C runtime splits it: quoted, backslashes before a
 * quote doubled, then each special character escaped with a caret (https://qntm.org/cmd, as
 * cross-spawn does); twice, as a batch file hands it to cmd.exe again through %*. cmd.exe expands
 * %NAME% (and %NAME:a=b%) before it reads any caret, so a caret also follows each %: the name it
 * would read starts with one, and no variable has such a name. A plain word is left as typed.
 */
export function quoteForCmd(arg: string): string {
  if (plain.test(arg)) return arg;
  const quoted = `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, '$1$1')}"`;
  return quoted
    .replace(CMD_META, '^$1')
    .replace(CMD_META, '^$1')
    .replace(/%(?!\^)/g, '%^^^');
}

/** How to start `program` with `args` on a platform (see the top of this file). */
export function commandFor(program: string, args: readonly string[], place: Place = {}): Command {
  const { platform = process.platform, comspec = process.env.ComSpec ?? 'cmd.exe' } = place;
  if (program === 'node') return { file: process.execPath, args: [...args] };
  const bin = /[\\/]/.test(program) ? null : dependencyBin(program, place.project);
  if (bin) return { file: process.execPath, args: [bin, ...args] };
  const batch = /\.(cmd|bat)$/i.test(program) || program === 'npm' || program === 'npx';
  if (platform === 'win32' && batch) {
    const file = /\.(cmd|bat)$/i.test(program) ? program : `${program}.cmd`;
    // The batch file's own name is read by cmd.exe once, as a quoted name.
    const line = [plain.test(file) ? file : `"${file}"`, ...args.map(quoteForCmd)].join(' ');
    // /d: no AutoRun commands; /s /c "…": cmd.exe strips the outer quotes and runs the rest.
    return { file: comspec, args: ['/d', '/s', '/c', `"${line}"`], windowsVerbatimArguments: true };
  }
  return { file: program, args: [...args] };
}

const spawnArgs = <T>(program: string, args: readonly string[], options: T) => {
  const { file, args: list, windowsVerbatimArguments } = commandFor(program, args);
  return [file, list, { ...options, windowsVerbatimArguments }] as const;
};

/** Runs a program to its end (spawnSync), started as commandFor() says. */
export function run(
  program: string,
  args: readonly string[],
  options: SpawnSyncOptionsWithStringEncoding,
): SpawnSyncReturns<string>;
export function run(
  program: string,
  args: readonly string[],
  options?: SpawnSyncOptions,
): SpawnSyncReturns<string | Buffer>;
export function run(program: string, args: readonly string[], options: SpawnSyncOptions = {}) {
  return spawnSync(...spawnArgs(program, args, options));
}

/** Starts a program in the background (spawn), as commandFor() says. */
export function start(
  program: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcess {
  return spawn(...spawnArgs(program, args, options));
}

/**
 * A program run in the background to its end, as start() starts it (so that this process's servers
 * answer it meanwhile): its exit code and what it printed (stdout, and stderr where piped).
 */
export function output(program: string, args: readonly string[], options: SpawnOptions = {}) {
  const child = start(program, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let text = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (data: string) => (text += data));
  return new Promise<{ code: number | null; text: string }>((done) =>
    child.on('close', (code) => done({ code, text })),
  );
}

/** Polls `probe` every `every` ms until it is truthy (a throw is no answer), or times out. */
export async function until<T>(
  probe: () => Promise<T> | T,
  { timeout = 10_000, every = 100, what = 'it' } = {},
): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what} did not answer in ${timeout / 1000} s`);
    await new Promise((wake) => setTimeout(wake, every));
  }
}

/**
 * Stops `child` (or the process of that id) and what it started: its process group on POSIX (when
 * it leads one, as a child started `detached` does), its tree on Windows, where a signal would
 * leave its children running.
 */
export function stop(child: ChildProcess | number, signal: NodeJS.Signals = 'SIGTERM') {
  const pid = typeof child === 'number' ? child : child.exitCode === null && child.pid;
  if (!pid) return;
  if (process.platform === 'win32') return void run('taskkill', ['/pid', String(pid), '/T', '/F']);
  try {
    process.kill(-pid, signal);
  } catch {
    // Not a group leader: the process alone (gone already, nothing).
    try {
      process.kill(pid, signal);
    } catch {}
  }
}

/** A step of a recipe (the build, the checks, CI's): a program, its arguments and its variables. */
export type Step = { name: string; program: string; args: readonly string[]; env?: object };

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/**
 * Runs steps in order, each announced as it starts where its output is shown, and stops at the
 * first that fails: its exit code (0 when all passed), and each step's outcome, for a summary.
 */
export function runSteps(
  steps: readonly Step[],
  { cwd = root, stdio = 'inherit' }: { cwd?: string; stdio?: StdioOptions } = {},
) {
  const outcomes: [step: string, outcome: string][] = [];
  for (const { name, program, args, env } of steps) {
    if (stdio === 'inherit') console.log(`\n== ${name}`);
    const started = performance.now();
    const { status, error } = run(program, args, { cwd, stdio, env: { ...process.env, ...env } });
    // A program that cannot start at all (status null) says why, rather than only "FAILED".
    if (error) console.error(`${program} could not start: ${error.message}`);
    const took = duration(performance.now() - started);
    outcomes.push([name, `${status === 0 ? 'passed' : 'FAILED'} in ${took}`]);
    if (status !== 0) {
      if (stdio !== 'inherit') console.error(`"${name}" failed in ${cwd} (exit ${status}).`);
      return { status: status ?? 1, outcomes };
    }
  }
  return { status: 0, outcomes };
}

/** How long the process has run, as a summary says it. */
export const runningFor = () => duration(performance.now());
