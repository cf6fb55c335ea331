/** @jest-environment node */
import { readFileSync } from 'node:fs';
import * as hosts from './hosts/index.ts';
import {
  docsWithTable,
  filesFor,
  promises,
  testedOn,
  type Host,
  type SitePromise,
} from './promises.ts';
import { hostOf } from './verify.ts';

const all = Object.values(hosts) as Host[];

it('docs/deploy.md shows the table as the hosts have it', () => {
  const docs = readFileSync('docs/deploy.md', 'utf8');
  // If this fails: node hosting/promises.ts --write-docs
  expect(docsWithTable(docs)).toBe(docs);
});

it('states no exception a test of its own could not contradict: each names a promise there is', () => {
  for (const host of all)
    for (const stated of [host.exceptions, host.partly, host.emulatorDiffers])
      for (const name of Object.keys(stated ?? {})) expect(Object.keys(promises)).toContain(name);
});

it('says a host keeps a promise only where its own tests check it', () => {
  for (const host of all)
    for (const name of Object.keys(host.partly ?? {}) as SitePromise[])
      expect([host.name, name, testedOn(host).includes(name)]).toEqual([host.name, name, true]);
});

it('gives every runtime its own ports', () => {
  const ports = all
    .flatMap((host) => (host.runtime ? [host.runtime.port, host.runtime.https ?? []] : []))
    .flat();
  expect(new Set(ports).size).toBe(ports.length);
});

it("names the host of an address on the host's own domain, and no host of any other", () => {
  for (const [key, host] of Object.entries(hosts) as [keyof typeof hosts, Host][])
    for (const domain of host.domains ?? []) expect(hostOf(`formafit-pr-42${domain}`)).toBe(key);
  expect(hostOf('www.formafit.app')).toBeNull();
  expect(hostOf('netlify.app.example.com')).toBeNull();
});

it("gives each host the site and its own configs, never another host's, but out/ whole to those that take it", () => {
  const out = ['index.html', '404.html', '_next/static/chunks/a.js'];
  const configs = all.flatMap((host) => Object.keys(host.configs ?? {}));
  for (const host of all) {
    const own = Object.keys(host.configs ?? {});
    expect(filesFor([...out, ...new Set(configs)], host).sort()).toEqual(
      [...out, ...(host.takesAll ? new Set(configs) : own)].sort(),
    );
  }
});
