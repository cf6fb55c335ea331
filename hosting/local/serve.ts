#!/usr/bin/env node
// Serves out/ on 127.0.0.1 as a static host would (clean URLs, 404.html with status 404), for
// `npm start`. The port is 3000 unless given as `next dev` takes it: npm start -- --port 4000
// (or -p 4000), or a PORT variable.
import { parseArgs } from 'node:util';
import { start, stop } from '../../lib/node/run.ts';

// Words after the port are left alone: cmd, which has no comments, passes on a pasted `# …`.
const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' } },
  allowPositionals: true,
});
const given = values.port ?? process.env.PORT ?? '3000';
const port = Number(given);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`serve: "${given}" is not a port number`);
  process.exit(2);
}

const child = start('serve', ['out', '--no-clipboard', '--listen', `tcp://127.0.0.1:${port}`], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(child, signal));
child.on('exit', (code) => process.exit(code ?? 0));
