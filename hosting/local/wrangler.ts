#!/usr/bin/env node
// Serves out/ with `wrangler pages dev`: Cloudflare's own runtime (workerd), which applies
// out/_headers and Cloudflare Pages' own HTML handling as the real host does. It serves the copy
// the deploy sends Cloudflare (hosting/deploy.ts), without the other hosts' configs. Offline and quiet:
// no metrics, no login, a private home directory, loopback only.
//   node hosting/local/wrangler.ts [--port 4176] [--log file] [--site DIR]
// --site serves DIR as it is, instead of the copy of out/ the deploy sends Cloudflare (the tests of
// npm run verify serve broken copies).
// With --log, the runtime's output goes to that file (the host tests expect errors in it, such as
// its answer to a NUL byte in a path), and only a failure to start prints its tail.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compatibilityDate } from 'workerd';
import { root } from '../../lib/node/run.ts';
import { hosts, stageFor } from '../deploy.ts';
import { privateHome, startInHome } from './supervise.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, log: { type: 'string' }, site: { type: 'string' } },
});
const port = Number(values.port ?? 4176);
const home = privateHome('wrangler');
const site = values.site ? resolve(values.site) : join(home, 'site');
if (!values.site) stageFor(join(root, 'out'), site, hosts.cloudflare);

// Its working files (.wrangler/) and workerd's (miniflare-*) go to the private home.
startInHome(
  'wrangler',
  [
    'pages',
    'dev',
    site,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 1),
    // The newest date the installed workerd supports; wrangler otherwise asks for today's.
    '--compatibility-date',
    compatibilityDate,
    '--show-interactive-dev-session=false',
  ],
  { name: 'wrangler', home, log: values.log, env: { WRANGLER_SEND_METRICS: 'false', CI: '1' } },
);
