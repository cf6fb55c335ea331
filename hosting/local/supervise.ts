// How each local host runtime runs under its launcher: a vendor's tool in a private home of its
// own; a stop signal to the launcher stops the runtime and everything it started (Playwright's
// webServer sends SIGTERM and waits); a runtime that dies on its own prints the end of its log,
// since nothing else would say why; and the launcher's scratch folders go with it.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { run, start, stop } from '../../lib/node/run.ts';

type Supervised = {
  name: string;
  home: string;
  log?: string;
  halt?: () => void;
  scratch?: string[];
};
/**
 * `name`: the runtime, as a sentence names it; `home`: its private home (privateHome()), where it
 * is recorded while it runs; `log`: the file its output goes to, if not to the terminal; `halt`:
 * how to stop it (else the signal to its process group or tree); `scratch`: folders the launcher
 * made for this run, removed with the home once the runtime has stopped.
 */
export function supervise(
  child: ChildProcess,
  { name, home, log, halt, scratch = [] }: Supervised,
) {
  writeFileSync(join(home, 'runtime.pid'), String(child.pid));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      stopping = true;
      if (halt) halt();
      else stop(child, signal);
    });
  child.on('exit', (code) => {
    if (code && !stopping && log && existsSync(log))
      console.error(
        `${name} exited with ${code}; the end of its log (${log}):\n${readFileSync(log, 'utf8').slice(-4000)}`,
      );
    for (const dir of [...scratch, home]) rmSync(dir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? 0));
  });
}

/**
 * A home folder of its own for a vendor's tool, made for this run: its settings, caches, working
 * files and temporary files go there, never to the user's, and go with it when the runtime stops.
 */
export function privateHome(prefix: string): string {
  const home = mkdtempSync(join(tmpdir(), `${home_}${prefix}-${process.pid}-`));
  mkdirSync(join(home, 'tmp'));
  return home;
}

const home_ = 'landing-runtime-';

/**
 * Stops every runtime whose launcher has gone without stopping it, and removes its home: a launcher
 * ended at once (a second Ctrl+C, Playwright's kill after its time-out, taskkill /F on Windows)
 * leaves its runtime serving, in a session of its own, and a run that reused it would test whatever
 * that leftover serves. Returns what it stopped, as a sentence each.
 */
export function stopLeftovers() {
  return readdirSync(tmpdir()).flatMap((name) => {
    const [, host, launcher] = new RegExp(`^${home_}(.+)-(\\d+)-`).exec(name) ?? [];
    if (!launcher || alive(Number(launcher))) return [];
    const home = join(tmpdir(), name);
    const recorded = join(home, 'runtime.pid');
    const runtime = existsSync(recorded) ? Number(readFileSync(recorded, 'utf8')) : 0;
    const running = runtime > 0 && alive(runtime);
    if (running) stop(runtime);
    rmSync(home, { recursive: true, force: true });
    return running ? [`the ${host} runtime an earlier run left running (process ${runtime})`] : [];
  });
}

/** The ports of `ports` another program holds on 127.0.0.1, asked of a Node of its own at once. */
export function taken(ports: number[]): number[] {
  const probe = `const net = require('node:net');
    for (const port of ${JSON.stringify(ports)})
      net.createServer().once('error', () => console.log(port)).listen(port, '127.0.0.1', function () { this.close(); });`;
  return run('node', ['-e', probe], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
}

/** Whether a process runs, on every platform (signal 0 only asks). */
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type InHome = { name: string; home: string; log?: string; env: Record<string, string> };
/**
 * Starts a vendor's tool in `home` (privateHome()) as a runtime: its output to `log` (if given) or
 * the terminal, supervised, and the home removed once it has stopped. `env`: what the tool needs
 * besides, its switches for telemetry and update notices.
 */
export function startInHome(program: string, args: string[], { name, home, log, env }: InHome) {
  const logFile = log && resolve(log);
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const output = logFile ? openSync(logFile, 'w') : 'inherit';
  const scratch = join(home, 'tmp');
  const child = start(program, args, {
    // On POSIX it leads a process group of its own, so that one signal reaches what it starts in
    // turn: the SWA CLI leaves its server running when it is stopped itself, whatever the signal.
    detached: process.platform !== 'win32',
    cwd: home,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      HOME: home,
      // Where Node looks for the home directory on Windows.
      USERPROFILE: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      TMPDIR: scratch,
      TMP: scratch,
      TEMP: scratch,
      ...env,
    },
  });
  supervise(child, { name, home, log: logFile });
}
