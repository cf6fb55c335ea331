#!/usr/bin/env node
// Starts a host's runtime here (its module in hosting/hosts/ says how), in the foreground until it
// is stopped, serving out/ as the host receives it, or a copy the tests break (--site); or fetches
// the vendors' tools the runtimes need (--fetch), at the versions their modules pin.
//   node hosting/runtime.ts HOST [--port N] [--log FILE] [--site DIR]
//   node hosting/runtime.ts --fetch [HOST…]    (npm run hosts:fetch)
// With --log, the runtime's output goes to that file: its answers to the hostile paths are errors
// with stacks there, which the tests expect; only a failure to start prints its tail.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../lib/node/run.ts';
import { hosts, stageFor } from './hosts/index.ts';
import type { Host } from './host.ts';
import { fetchTool, type Tool } from '../lib/node/tools.ts';
import { privateHome } from './local/supervise.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    log: { type: 'string' },
    site: { type: 'string' },
    fetch: { type: 'boolean', default: false },
  },
});
const all: Record<string, Host> = hosts;
const unknown = positionals.filter((key) => !all[key]?.runtime);
if (unknown.length || (!values.fetch && positionals.length !== 1)) {
  const names = Object.keys(all).filter((key) => all[key].runtime);
  console.error(`runtime: name one host with a runtime here: ${names.join(', ')}`);
  process.exit(2);
}

if (values.fetch) {
  const tools: Tool[] = (positionals.length ? positionals : Object.keys(all))
    .map((key) => all[key].runtime?.tool)
    .filter((tool) => tool !== undefined);
  const failed = tools.filter((tool) => {
    console.log(`hosts:fetch: ${tool.package}`);
    return !fetchTool(tool);
  });
  process.exit(failed.length ? 1 : 0);
}

const [key] = positionals;
const host = all[key];
const why = host.runtime!.missing();
if (why) {
  console.error(why);
  process.exit(1);
}
if (!existsSync(join(root, 'out', 'index.html'))) {
  console.error('There is no site in out/: run npm run build first.');
  process.exit(1);
}
const home = privateHome(key);
let site = values.site && resolve(values.site);
if (!site && host.uploadedWhole) site = join(root, 'out');
if (!site) stageFor(join(root, 'out'), (site = join(home, 'site')), host);
await host.runtime!.start({
  port: Number(values.port ?? host.runtime!.port),
  https: host.runtime!.https,
  log: values.log && resolve(values.log),
  site,
  home,
});
