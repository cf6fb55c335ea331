#!/usr/bin/env node
// Serves out/ with `wrangler pages dev`: Cloudflare's own runtime (workerd), which applies
// out/_headers and Cloudflare Pages' own HTML handling as the real host does. Offline and quiet:
// no metrics, no login, a private home directory, loopback only.
//   node scripts/wrangler.mjs [--port 4176]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--port');
const port = at === -1 ? 4176 : Number(process.argv[at + 1]);
const home = mkdtempSync(join(tmpdir(), 'wrangler-'));

const child = spawn(
  join(root, 'node_modules', '.bin', 'wrangler'),
  [
    'pages',
    'dev',
    join(root, 'out'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 1),
    // The newest date the pinned workerd supports; wrangler otherwise asks for today's.
    '--compatibility-date',
    '2026-04-26',
    '--show-interactive-dev-session=false',
  ],
  {
    // Its working files (.wrangler/) go to the private home, not into the project.
    cwd: home,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      WRANGLER_SEND_METRICS: 'false',
      CI: '1',
    },
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
