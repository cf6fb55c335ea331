#!/usr/bin/env node
// Serves out/ in the Azure Static Web Apps CLI's emulator (@azure/static-web-apps-cli), which reads
// out/staticwebapp.config.json from the served folder as the real host does. It serves the copy
// the deploy sends Azure, with that file as shipped; only the port, on loopback, is ours. The
// emulator adds default headers of its own (HSTS, X-XSS-Protection…): the tests check what the
// config adds. Offline, and no account.
//   node hosting/local/azure.ts [--port 4186] [--log file]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../lib/node/run.ts';
import { staged, stageFor } from '../deploy.ts';
import { hostToolBin, howToFetch } from './host-tools.ts';
import { privateHome, startInHome } from './supervise.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, log: { type: 'string' } } });
const port = Number(values.port ?? 4186);
const swa = hostToolBin('azure');
if (!swa) {
  console.error(howToFetch('azure'));
  process.exit(1);
}
const home = privateHome('azure');
const site = join(home, 'site');
stageFor(join(root, 'out'), site, staged.azure);
startInHome(
  'node',
  [swa, 'start', site, '--host', '127.0.0.1', '--port', String(port), '--open', 'false'],
  {
    name: 'the Static Web Apps emulator',
    home,
    log: values.log,
    env: { SWA_CLI_CAPTURE_TELEMETRY: 'false', NO_UPDATE_NOTIFIER: '1' },
  },
);
