import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../hosting/headers.ts';
import { hostileRequests, type HostileRequest } from './support/hostile-paths';
import { checks } from '../hosting/promises.ts';
import { attachHostLog, exceptionTo, runtimeOf, runtimes, type Runtime } from './support/hosts';
import { bodyHash, out, outFileHashes } from './support/out-files';
import { rawRequest, type Endpoint, type RawResponse } from './support/raw-http';
import { pool } from './support/pool';

test.afterEach(attachHostLog);

// More than 2,000 hostile request targets against the host's own runtime, on loopback. It fails on
// a Location off the site, a file from outside out/ or a directory listing, a redirect loop, and
// on a strict runtime (nginx, Apache, Firebase's emulator) any 5xx or no answer, and on every host
// that keeps the headers promise any response without the security headers. Cloudflare's local
// runtime and Azure's emulator answer a few odd requests (a file path plus a slash, %00, TRACE)
// with a 5xx or no answer of their own: those are counted apart, not failed, because they are the
// runtime's, not the config's.

test.setTimeout(300_000);

const requiredHeaders = ['content-security-policy', ...Object.keys(securityHeaders)].map((h) =>
  h.toLowerCase(),
);

/** Where a Location leads: the target on this site, or null when it leaves the site. */
function onSite(location: string, origins: readonly string[], base: string): string | null {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  const origin = origins.find((o) => location.startsWith(o));
  if (origin) return location.slice(origin.length);
  return location.startsWith('/') && !location.startsWith('//') ? location : null;
}

test(`hostile request targets never leave the site, leak a file, loop, or lose the headers ${checks('hostilePaths', 'noOpenRedirect', 'noConfigServed', 'headers')}`, async () => {
  const name: Runtime = runtimeOf(test.info().project.name);
  const runtime = runtimes[name];
  const headersLost = exceptionTo('headers');
  const site: Endpoint = runtime.site;
  const known = outFileHashes();
  const notFound = readFileSync(join(out, '404.html'));
  const all = hostileRequests();
  expect(all.length).toBeGreaterThanOrEqual(2000);
  // An emulator that exits on some targets is not sent them (it is not the host's own server),
  // and the report says how many, and why.
  const unsendable = 'unsendable' in runtime ? runtime.unsendable : null;
  const requests = unsendable ? all.filter((r) => !unsendable.test(r.target)) : all;
  if (unsendable)
    test.info().annotations.push({
      type: 'not sent',
      description: `${all.length - requests.length} targets: ${unsendable.why}`,
    });

  const failures: string[] = [];
  const statuses = new Map<string, number>();
  let runtimeQuirks = 0;
  let answered = 0;
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

  const check = (request: HostileRequest, response: RawResponse, label: string) => {
    if (response.status >= 500) {
      if (runtime.strict) failures.push(`${label}: ${response.status} from ${name}`);
      else runtimeQuirks += 1;
      return;
    }
    const own =
      'ownRefusal' in runtime &&
      runtime.ownRefusal(request.method, response.status, response.body, notFound);
    // A redirect Firebase is configured with (which also takes the path with a slash after it)
    // comes before its headers (hosting/promises.ts).
    const configured =
      'configuredRedirects' in runtime &&
      (runtime.configuredRedirects as readonly string[]).includes(
        request.target.split('?')[0].replace(/(.)\/$/, '$1'),
      );
    if (own) runtimeQuirks += 1;
    if (!headersLost && !own && !configured) {
      const missing = requiredHeaders.filter((h) => !response.headers.has(h));
      if (missing.length)
        failures.push(`${label}: ${response.status} without ${missing.join(', ')}`);
    }
    const body = response.body.toString('latin1');
    if (/<title>Index of|<h1>Index of/i.test(body)) failures.push(`${label}: a directory listing`);
    if (response.status === 200 && request.method === 'GET' && !known.has(bodyHash(response.body)))
      failures.push(`${label}: 200 with a body that is no file of out/`);
  };

  // Each runtime answers a request in milliseconds and the time goes to waiting: 24 at once
  // halves nginx's walk and saves a quarter of workerd's, where 8 left both cores idle.
  await pool(requests, 24, async (request) => {
    const label = `${request.method} ${JSON.stringify(request.target.slice(0, 120))}`;
    let response = await rawRequest(site, request.target, {
      method: request.method,
      timeout: 5000,
    });
    if (!response) {
      count('no answer');
      if (runtime.strict) failures.push(`${label}: no answer from ${name}`);
      else runtimeQuirks += 1;
      return;
    }
    answered += 1;
    count(`${response.status}`);
    check(request, response, label);
    const seen = new Set<string>();
    let base = `${runtime.origins[0]}/`;
    for (let hop = 0; response && response.status >= 300 && response.status < 400; hop += 1) {
      const location = response.headers.get('location') ?? '';
      const next = onSite(location, runtime.origins, base);
      if (next === null) {
        failures.push(`${label}: Location ${JSON.stringify(location)} leaves the site`);
        return;
      }
      if (seen.has(next) || hop >= 5) {
        failures.push(`${label}: redirect loop through ${JSON.stringify(next)}`);
        return;
      }
      seen.add(next);
      base = URL.canParse(next, base) ? new URL(next, base).href : base;
      const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
      response = await rawRequest(site, next, { method });
      if (response) check({ method, target: next }, response, `${label} → ${next}`);
    }
  });

  const totals = [...statuses]
    .sort()
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  test.info().annotations.push({
    type: 'totals',
    description: `${name}: ${requests.length} requests, ${answered} answered (${totals}); the runtime's own answers (a 5xx, no answer, a refusal before the config), counted apart: ${runtimeQuirks}`,
  });
  console.log(
    `${name}: ${requests.length} hostile requests${unsendable ? ` (${all.length - requests.length} not sent: ${unsendable.why})` : ''}, ${answered} answered (${totals}); the runtime's own answers: ${runtimeQuirks}`,
  );
  expect(failures).toEqual([]);
});
