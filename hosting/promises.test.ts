/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import {
  docsWithTable,
  hosts,
  promises,
  promisesIn,
  promisesTable,
  runtimeHosts,
  type Host,
  type SitePromise,
} from './promises.ts';

const names = Object.keys(promises) as SitePromise[];

it('every spec a host names exists, and names only promises there are, in a form the table reads', () => {
  for (const host of Object.values(hosts) as Host[])
    for (const spec of host.specs) {
      expect(existsSync(spec)).toBe(true);
      const text = readFileSync(spec, 'utf8');
      // Each checks(…) is read whole: on one line, its names quoted.
      const calls = text.match(/checks\(/g)?.length ?? 0;
      const read = [...text.matchAll(/checks\((\s*'\w+'\s*,?)+\)/g)].length;
      expect({ spec, calls }).toEqual({ spec, calls: read });
      for (const name of promisesIn(spec)) expect(names).toContain(name);
    }
});

it("a runtime here proves every promise but its host's stated exceptions", () => {
  for (const key of runtimeHosts) {
    const host: Host = hosts[key];
    const proven = new Set(host.specs.flatMap((spec) => [...promisesIn(spec)]));
    const unproven = names.filter(
      (name) => !proven.has(name) && !host.exceptions[name] && !host.emulatorDiffers?.[name],
    );
    expect({ host: host.name, unproven }).toEqual({ host: host.name, unproven: [] });
  }
});

it('the table says "yes" only where a test of that host names the promise', () => {
  const rows = promisesTable().split('\n').slice(2);
  const hostList = Object.values(hosts) as Host[];
  expect(rows).toHaveLength(hostList.length);
  rows.forEach((row, i) => {
    const cells = row
      .split(/(?<!\\)\|/)
      .slice(2, -2)
      .map((cell) => cell.trim());
    const proven = new Set(hostList[i].specs.flatMap((spec) => [...promisesIn(spec)]));
    names.forEach((name, j) => {
      if (/^yes/.test(cells[j]))
        expect({ host: hostList[i].name, name, proven: proven.has(name) }).toEqual({
          host: hostList[i].name,
          name,
          proven: true,
        });
    });
  });
});

it('docs/deploy.md shows the table as the tests have it', () => {
  const docs = readFileSync('docs/deploy.md', 'utf8');
  // If this fails: node hosting/promises.ts --write-docs
  expect(docsWithTable(docs)).toBe(docs);
});
