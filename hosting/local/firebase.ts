#!/usr/bin/env node
// Serves out/ in Firebase's own Hosting emulator (firebase-tools), which applies out/firebase.json
// as the real host does: its clean URLs, headers and 404 page. The emulator serves a folder as it
// is, so it is given what a deploy uploads (out/ without what the file's "ignore" leaves out:
// itself, the other hosts' configs, dotfiles), and the file as shipped but for two things a test
// machine needs: where that folder is, and the emulator's own ports, on loopback. Offline: a demo-
// project needs no account.
//   node hosting/local/firebase.ts [--port 4190] [--log file]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../lib/node/run.ts';
import { stageFor } from '../deploy.ts';
import { hostToolBin, howToFetch } from './host-tools.ts';
import { privateHome, startInHome } from './supervise.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, log: { type: 'string' } } });
const port = Number(values.port ?? 4190);
const firebase = hostToolBin('firebase');
if (!firebase) {
  console.error(howToFetch('firebase'));
  process.exit(1);
}
const home = privateHome('firebase');
const site = join(home, 'site');
stageFor(join(root, 'out'), site, { configs: [] });
const shipped = JSON.parse(readFileSync(join(root, 'out', 'firebase.json'), 'utf8'));
writeFileSync(
  join(home, 'firebase.json'),
  JSON.stringify({
    ...shipped,
    hosting: { ...shipped.hosting, public: 'site' },
    // The emulator's ports (three: the site, and its own hub and log server), on loopback.
    emulators: {
      hosting: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
    },
  }),
);
startInHome('node', [firebase, 'emulators:start', '--only', 'hosting', '--project', 'demo-site'], {
  name: 'the Firebase emulator',
  home,
  log: values.log,
  env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
});
