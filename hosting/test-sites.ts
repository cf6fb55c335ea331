// The site each host's tests check (e2e/hosts.host.spec.ts): its runtime here, as
// hosting/runtime.ts starts it, or its vendor's rules answering in-process from out/ as the host
// receives it. Either is held to the inventory in out/.
import { filesUnder } from '../lib/node/files.ts';
import { site as config } from '../lib/site.ts';
import { siteHosts } from './host.ts';
import { filesFor, hosts, type HostKey } from './hosts/index.ts';
import { send } from './http.ts';
import type { Site } from './site.ts';

/** The site a host's runtime here serves. */
export function runtimeSite(key: HostKey): Site {
  const host = hosts[key];
  const { port, https } = host.runtime!;
  const url = new URL(https ? `https://${siteHosts.site}:${https}` : `http://127.0.0.1:${port}`);
  return {
    url,
    host,
    where: 'runtime',
    build: 'out',
    offline: true,
    httpPort: https ? port : undefined,
    send: (request) =>
      send({ url: request.at ?? url, connect: '127.0.0.1', insecure: true }, request),
  };
}

/** The site a host's vendor's rules answer for, in-process. */
export function simulatedSite(key: HostKey, out = 'out'): Site {
  const host = hosts[key];
  const answering = Promise.resolve(host.simulate!(out, new Set(filesFor(filesUnder(out), host))));
  return {
    url: new URL(config.url),
    host,
    where: 'simulation',
    build: out,
    offline: true,
    send: async (request) => (await answering)(request),
  };
}
