// Every child process the build steps, the hosts, the bench and the test runners start goes
// through here, so that it starts the same way on Linux, macOS and Windows:
// - `node` is the Node running this script (process.execPath), whatever PATH holds;
// - a dependency's command (jest, playwright, next, wrangler, …) runs its JavaScript file, which
//   its package.json names as "bin", with that Node: no shell, and no node_modules/.bin shim, which
//   on Windows is a .cmd file;
// - npm and npx are batch files on Windows (npm.cmd, npx.cmd), and Node starts a .cmd or .bat file
//   only through cmd.exe (since the April 2024 security releases, spawn() without a shell fails with
//   EINVAL). So there they start as Node's documentation says, through cmd.exe, with each argument
//   quoted for it;
// - any other program (nginx, openssl, git) starts as it is.
import {
  spawn,
  spawnSync,
  type ChildProcess,
  type SpawnOptions,
  type SpawnSyncOptions,
  type SpawnSyncOptionsWithStringEncoding,
  type SpawnSyncReturns,
} from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root, where package.json and node_modules are. */
export const root = resolve(import.meta.dirname, '..', '..');

/** What spawn() is given: the file to start, its arguments, and how Windows passes them. */
export type Command = { file: string; args: string[]; windowsVerbatimArguments?: boolean };

/** Where a command runs: the platform, cmd.exe's path there, and the project whose bins it knows. */
export type Place = { platform?: NodeJS.Platform; comspec?: string; project?: string };

type Manifest = {
  bin?: string | Record<string, string>;
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/**
 * The JavaScript file a dependency of `project` runs as the command `name` (its package.json's
 * "bin"), or null when no dependency has that command.
 */
export function dependencyBin(name: string, project = root): string | null {
  const own = manifest(project);
  for (const dependency of Object.keys({ ...own.dependencies, ...own.devDependencies })) {
    const dir = join(project, 'node_modules', ...dependency.split('/'));
    if (!existsSync(join(dir, 'package.json'))) continue;
    const { bin, name: packageName } = manifest(dir);
    const file =
      typeof bin === 'string'
        ? packageName?.split('/').pop() === name
          ? bin
          : undefined
        : bin?.[name];
    if (file) return join(dir, file);
  }
  return null;
}

/** cmd.exe's special characters, which a caret makes literal. */
const CMD_META = /([()\][%!^"`<>&|;, *?])/g;

/**
 * One argument as cmd.exe passes it on to a program that splits its command line as the C runtime
 * does: quoted, backslashes before a quote doubled, then every special character escaped with a
 * caret (the rules of https://qntm.org/cmd, as cross-spawn applies them). A batch file (npm.cmd,
 * npx.cmd) hands its arguments to cmd.exe a second time through %*, so they are escaped twice. A
 * plain word is left as it is, so the command reads as typed.
 */
export function quoteForCmd(arg: string): string {
  if (/^[\w@+=:./\\-]+$/.test(arg)) return arg;
  const quoted = `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, '$1$1')}"`;
  return quoted.replace(CMD_META, '^$1').replace(CMD_META, '^$1');
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
    const line = [quoteForCmd(file), ...args.map(quoteForCmd)].join(' ');
    // /d: no AutoRun commands; /s /c "…": cmd.exe strips the outer quotes and runs the rest.
    return { file: comspec, args: ['/d', '/s', '/c', `"${line}"`], windowsVerbatimArguments: true };
  }
  return { file: program, args: [...args] };
}

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
  const command = commandFor(program, args);
  return spawnSync(command.file, command.args, {
    ...options,
    windowsVerbatimArguments: command.windowsVerbatimArguments,
  });
}

/** Starts a program in the background (spawn), as commandFor() says. */
export function start(
  program: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcess {
  const command = commandFor(program, args);
  return spawn(command.file, command.args, {
    ...options,
    windowsVerbatimArguments: command.windowsVerbatimArguments,
  });
}

/**
 * Polls `probe` until it gives a truthy value, every `every` ms, for at most `timeout` ms: the one way
 * the scripts and tests wait for what they started to answer. A probe that throws has not answered.
 */
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
 * Stops `child` and what it started: its process group on POSIX (when it leads one, as a runtime
 * started `detached` does), its process tree on Windows, where a signal would end the child at
 * once and leave its own children running.
 */
export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child.pid || child.exitCode !== null) return;
  if (process.platform === 'win32')
    return void run('taskkill', ['/pid', String(child.pid), '/T', '/F']);
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Not a group leader: the child alone.
    child.kill(signal);
  }
}
