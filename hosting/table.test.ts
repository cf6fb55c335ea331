/** @jest-environment node */
import { readFileSync } from 'node:fs';
import type { Host } from './host.ts';
import { promiseKeys } from './promises/index.ts';
import { configFiles, filesFor, hostKeys, hostOf, hosts } from './hosts/index.ts';
import { docsWithTable, testedOn } from './table.ts';

const all: Host[] = Object.values(hosts);

it('docs/deploy.md shows the table as the hosts have it', () => {
  const docs = readFileSync('docs/deploy.md', 'utf8');
  // If this fails: node hosting/table.ts --write-docs
  expect(docsWithTable(docs)).toBe(docs);
});

it('excuses answers of a host only where its own tests hold it to the rest', () => {
  const untested = all.flatMap((host) =>
    promiseKeys
      .filter((key) => host.deviations?.[key]?.excuses && !testedOn(host).includes(key))
      .map((key) => `${host.name}: ${key}`),
  );
  expect(untested).toEqual([]);
});

it('gives every runtime its own ports', () => {
  const ports = all
    .flatMap((host) => (host.runtime ? [host.runtime.port, host.runtime.https ?? []] : []))
    .flat();
  expect(new Set(ports).size).toBe(ports.length);
});

it("names the host of an address on the host's own domain, and no host of any other", () => {
  for (const key of hostKeys)
    for (const domain of hosts[key].domains ?? [])
      expect(hostOf(`formafit-pr-42${domain}`)).toBe(key);
  expect(hostOf('www.formafit.app')).toBeNull();
  expect(hostOf('netlify.app.example.com')).toBeNull();
});

it("gives each host the site and its own configs, never another host's, but out/ whole to those that take it", () => {
  const out = ['index.html', '404.html', '_next/static/chunks/a.js'];
  for (const host of all)
    expect(filesFor([...out, ...configFiles], host).sort()).toEqual(
      [...out, ...(host.uploadedWhole ? configFiles : Object.keys(host.configs ?? {}))].sort(),
    );
});
