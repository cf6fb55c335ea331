// The table of docs/deploy.md: each host against each promise, as its own tests prove it. A host is
// said to keep a promise only where a test of its own checks it (e2e/hosts.host.spec.ts, one
// project per host), and where its module says it differs, the table says how and why.
//   node hosting/table.ts --write-docs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docWithTable, markdownTable } from '../lib/node/markdown.ts';
import { root } from '../lib/node/run.ts';
import type { Host, PromiseKey } from './host.ts';
import { hosts } from './hosts/index.ts';
import { promiseKeys, promises } from './promises/index.ts';

/** The promises a host's own tests check: on its runtime here, or those its simulation shows. */
export const testedOn = (host: Host): PromiseKey[] =>
  promiseKeys.filter((key) => {
    const { on = ['live', 'runtime', 'simulation'], tested } = promises[key];
    if (host.runtime) return on.includes('runtime') && (tested?.(host) ?? true);
    return (
      on.includes('simulation') && !!host.simulation && !host.simulation.leavesOut.includes(key)
    );
  });

/** What a host does by itself where no config of ours reaches: the table says so. */
const byTheHost: Partial<Record<PromiseKey, string>> = {
  https: 'the host redirects http itself: npm run verify checks the live site',
  tls: 'the host terminates TLS, with its own settings',
};

export function promisesTable() {
  const columns = promiseKeys.filter(
    (key) => promises[key].on?.some((on) => on !== 'live') ?? true,
  );
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');
  const rows = Object.values(hosts).map((host: Host) => {
    const cells = columns.map((key) => {
      const difference = host.differs?.[key];
      if (difference?.keeps === 'no') return `no: ${cell(difference.why)}`;
      if (!testedOn(host).includes(key)) return byTheHost[key] ?? 'not tested';
      if (difference?.keeps === 'here')
        return `not proven here: ${cell(difference.why)}; npm run verify checks the live site`;
      return difference ? `yes, but: ${cell(difference.why)}` : 'yes';
    });
    return [`**${host.name}**`, ...cells, cell(host.provenBy)].join(' | ');
  });
  const head = ['Host', ...columns.map((key) => cell(promises[key].says)), 'Proven by'];
  return markdownTable(head.join(' | '), rows);
}

const docs = join(root, 'docs', 'deploy.md');
const command = 'node hosting/table.ts --write-docs';

/** docs/deploy.md with its table as the hosts' modules have it. */
export const docsWithTable = (text = readFileSync(docs, 'utf8')) =>
  docWithTable(text, 'promises', command, promisesTable());

if (import.meta.main && process.argv.includes('--write-docs')) {
  writeFileSync(docs, docsWithTable());
  console.log('docs/deploy.md: the hosts and their promises.');
}
