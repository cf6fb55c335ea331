// How each local host runtime runs under its launcher: a stop signal to the launcher stops the
// runtime (Playwright's webServer sends SIGTERM and waits), and a runtime that dies on its own
// prints the end of its log, since nothing else would say why.
import { existsSync, readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/**
 * @param name the runtime, as a sentence names it
 * @param log the file its output goes to, if not to the terminal
 * @param stop how to stop it (a signal to the child, unless given)
 */
export function supervise(
  child: ChildProcess,
  { name, log, stop }: { name: string; log?: string; stop?: () => void },
) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopping = true;
      if (stop) stop();
      else child.kill(signal);
    });
  child.on('exit', (code) => {
    if (code && !stopping && log && existsSync(log))
      console.error(
        `${name} exited with ${code}; the end of its log (${log}):\n${readFileSync(log, 'utf8').slice(-4000)}`,
      );
    process.exit(stopping ? 0 : (code ?? 0));
  });
}
