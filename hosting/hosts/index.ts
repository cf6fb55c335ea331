// Every host the site is proven on, one module each, in one typed registry: everything else reads
// the hosts from here. What each host receives of out/ is decided here too, from all of them.
import { cpSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Host } from '../host.ts';
import { apache } from './apache.ts';
import { azure } from './azure.ts';
import { cloudflare } from './cloudflare.ts';
import { cloudfront } from './cloudfront.ts';
import { firebase } from './firebase.ts';
import { githubPages } from './github-pages.ts';
import { netlify } from './netlify.ts';
import { nginx } from './nginx.ts';
import { vercel } from './vercel.ts';

export const hosts = {
  apache,
  azure,
  cloudflare,
  cloudfront,
  firebase,
  'github-pages': githubPages,
  netlify,
  nginx,
  vercel,
};
export type HostKey = keyof typeof hosts;
const isHostKey = (name: string): name is HostKey => Object.hasOwn(hosts, name);
export const hostKeys = Object.keys(hosts).filter(isHostKey);
/** The host a command line names (--host, --stage, a watched address's line), or null for no host's. */
export const hostNamed = (name: string): HostKey | null => (isHostKey(name) ? name : null);

/** The host whose own domain an address is on, or null: a site's own name says nothing of its host. */
export const hostOf = (hostname: string) =>
  hostKeys.find((key) => hosts[key].domains?.some((domain) => hostname.endsWith(domain))) ?? null;

/** Every config file a host reads from out/: each host receives its own, and no other's. */
export const configFiles = [
  ...new Set(Object.values(hosts).flatMap((host: Host) => Object.keys(host.configs ?? {}))),
];

/**
 * What a host receives of out/ (the deploy sends it, the runtimes here serve it): every file of the
 * site, and of the host configs only its own, unless its owner uploads out/ whole.
 */
export function filesFor(files: readonly string[], host: Host) {
  const others = configFiles.filter((file) => !(file in (host.configs ?? {})));
  return host.uploadedWhole ? [...files] : files.filter((file) => !others.includes(file));
}

/** Copies out/ to dir as the host receives it (filesFor). */
export function stageFor(out: string, dir: string, host: Host) {
  cpSync(out, dir, {
    recursive: true,
    filter: (source) => {
      const file = relative(out, source).split(sep).join('/');
      return file === '' || filesFor([file], host).length === 1;
    },
  });
}

/**
 * The hosts whose runtime this machine lacks, each with the sentence that says how to get it. On a
 * laptop their tests are left out; in CI (CI=true) nothing may be, but what the platform cannot run.
 */
export function missingRuntimes() {
  return hostKeys.flatMap((key) => {
    const runtime: Host['runtime'] = hosts[key].runtime;
    const why = runtime?.missing();
    if (!why) return [];
    if (process.env.CI && runtime?.runsOn?.includes(process.platform) !== false)
      throw new Error(
        `CI runs every test, and the ${hosts[key].name} host tests cannot run: ${why}`,
      );
    return [{ key, name: hosts[key].name, why }];
  });
}
