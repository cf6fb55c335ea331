// The table of docs/deploy.md: each host against each promise, as its own tests prove it. A host is
// said to keep a promise only where a test of its own checks it (e2e/hosts.host.spec.ts, one
// project per host), and where its module says it deviates, the table says how and why.
//   node hosting/table.ts --write-docs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docWithTable, markdownTable } from '../lib/node/markdown.ts';
import { root } from '../lib/node/run.ts';
import { provenHere, type Host, type PromiseKey } from './host.ts';
import { hosts } from './hosts/index.ts';
import { promiseKeys, promises } from './promises/index.ts';

/** The promises a host's own tests check, where it is proven (its runtime, or its rules) and its
 * deviations leave something to show. */
export const testedOn = (host: Host): PromiseKey[] =>
  promiseKeys.filter(
    (key) =>
      (promises[key].on ?? ['runtime', 'simulation']).includes(
        host.runtime ? 'runtime' : 'simulation',
      ) && provenHere(host.deviations?.[key]),
  );

export function promisesTable() {
  const columns = promiseKeys.filter(
    (key) => promises[key].on?.some((on) => on !== 'live') ?? true,
  );
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');
  const rows = Object.values(hosts).map((host: Host) => {
    const cells = columns.map((key) => {
      const deviation = host.deviations?.[key];
      const live = promises[key].on?.includes('live') ?? true;
      if (deviation?.keeps === 'no') return `no: ${cell(deviation.why)}`;
      if (deviation?.keeps === 'unproven')
        return `not proven here: ${cell(deviation.why)}${live ? '; npm run verify checks the live site' : ''}`;
      if (!testedOn(host).includes(key)) return 'not tested';
      return deviation ? `yes, but: ${cell(deviation.why)}` : 'yes';
    });
    return [`**${host.name}**`, ...cells, cell(host.provenBy)].join(' | ');
  });
  const head = ['Host', ...columns.map((key) => cell(promises[key].promise)), 'Proven by'];
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
