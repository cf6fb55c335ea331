// How each local host runtime runs under its launcher: a stop signal to the launcher stops the
// runtime and everything it started (Playwright's webServer sends SIGTERM and waits), a runtime
// that dies on its own prints the end of its log, since nothing else would say why, and the
// launcher's scratch folders go with it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { run } from '../../lib/node/run.ts';

/**
 * Spawn options for a runtime that supervise() stops as a whole: on POSIX it leads a process group
 * of its own, so that one signal reaches what it starts in turn. The SWA CLI leaves its server
 * running when it is stopped itself, whatever the signal.
 */
export const ownGroup = { detached: process.platform !== 'win32' };

/** Stops `child` and its descendants: its process group on POSIX, its process tree on Windows. */
function stopTree(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid || child.exitCode !== null) return;
  if (process.platform === 'win32') {
    run('taskkill', ['/pid', String(child.pid), '/T', '/F']);
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Not a group leader (started without ownGroup): the child alone.
    child.kill(signal);
  }
}

/**
 * @param name the runtime, as a sentence names it
 * @param log the file its output goes to, if not to the terminal
 * @param stop how to stop it (the signal to its process group or tree, unless given)
 * @param scratch folders the launcher made for this run, removed once the runtime has stopped
 */
export function supervise(
  child: ChildProcess,
  {
    name,
    log,
    stop,
    scratch = [],
  }: { name: string; log?: string; stop?: () => void; scratch?: string[] },
) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      stopping = true;
      if (stop) stop();
      else stopTree(child, signal);
    });
  child.on('exit', (code) => {
    if (code && !stopping && log && existsSync(log))
      console.error(
        `${name} exited with ${code}; the end of its log (${log}):\n${readFileSync(log, 'utf8').slice(-4000)}`,
      );
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? 0));
  });
}
