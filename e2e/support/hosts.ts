import { test, type TestInfo } from '@playwright/test';
import { existsSync } from 'node:fs';
import { cacheControl } from '../../hosting/headers.ts';
import { hosts, runtimeHosts, type RuntimeHost, type SitePromise } from '../../hosting/promises.ts';
import { siteHosts } from '../../hosting/site-hosts.ts';

/** The static hosts whose own runtime (or its vendor's emulator) serves out/ on loopback here. */
export type Runtime = RuntimeHost;

export const ports = {
  nginxHttp: 4180,
  nginxHttps: 4443,
  cloudflare: 4176,
  firebase: 4190,
  apache: 4185,
  azure: 4186,
  serve: 4173,
  // The broken copies npm run verify's tests serve with workerd (each also takes the port after).
  brokenHeaders: 4196,
  brokenNotFound: 4198,
};

/**
 * Where a runtime's own log goes during the host tests: its answers to the hostile paths (a
 * rejected NUL byte is an error with a stack in workerd's log) are expected, not failures, and
 * would read like failures in the test output. A failing host test names the file.
 */
export const hostLogs = {
  cloudflare: 'test-results/host-logs/wrangler.log',
  firebase: 'test-results/host-logs/firebase.log',
  azure: 'test-results/host-logs/azure.log',
  apache: 'test-results/host-logs/apache.log',
};

/** The throwaway CA of the nginx runtime, for a client that checks the chain (npm run verify). */
export const nginxCa = 'test-results/host-logs/nginx-ca.pem';

/** test.afterEach hook of the host specs: a failure names, and attaches, its runtime's log. */
// Playwright reads the fixtures a hook needs from an object pattern; this one needs none.
export async function attachHostLog({}: object, testInfo: TestInfo) {
  const log = hostLogs[testInfo.project.name as keyof typeof hostLogs];
  if (!log || testInfo.status === testInfo.expectedStatus || !existsSync(log)) return;
  console.error(`The ${testInfo.project.name} runtime's own log: ${log}`);
  await testInfo.attach(`${testInfo.project.name}.log`, { path: log, contentType: 'text/plain' });
}

/** The site's own host names (site.url), which the nginx tests resolve to loopback. */
export const siteHost = siteHosts;

/** Whether a target is no URL an emulator's own code can parse: it throws, and the emulator exits. */
const notAUrl = (target: string) => !URL.canParse(target, 'http://127.0.0.1');

/** …or whose path is no valid percent-encoding of UTF-8 (%c0%ae). */
const pathNotDecodable = (target: string) => {
  if (notAUrl(target)) return true;
  try {
    decodeURIComponent(new URL(target, 'http://127.0.0.1').pathname);
    return false;
  } catch {
    return true;
  }
};

/** …or which, query included, is no valid percent-encoding at all (%c0%ae, ?%zz=1). */
const notDecodable = (target: string) => {
  if (notAUrl(target)) return true;
  try {
    decodeURI(target);
    return false;
  } catch {
    return true;
  }
};

const local = (port: number) => ({
  site: { host: '127.0.0.1', port, tls: false },
  origins: [`http://127.0.0.1:${port}`],
});

export const runtimes = {
  /** The complete hosting/generated/nginx.conf, over https, as www and the apex. */
  nginx: {
    site: { host: siteHost.site, port: ports.nginxHttps, tls: true },
    origins: [`https://${siteHost.site}:${ports.nginxHttps}`],
    redirectStatus: 301,
    notFoundCache: cacheControl.revalidate,
    // Every answer is the config's: none may be a 5xx, lack an answer, or lack a header.
    strict: true,
  },
  /** `wrangler pages dev out`: Cloudflare's own runtime (workerd) with out/_headers. */
  cloudflare: {
    ...local(ports.cloudflare),
    // Cloudflare Pages' own HTML handling redirects .html and trailing-slash paths with a 308.
    redirectStatus: 308,
    // Cloudflare Pages sends its 404 page with no-store, whatever _headers says.
    notFoundCache: 'no-store',
    // The local runtime answers a few odd requests (%00, a file path plus /) with a 5xx of its own.
    strict: false,
    // …and refuses a malformed request line or one too long itself, before _headers applies.
    ownRefusal: (_method: string, status: number) =>
      status === 400 || status === 414 || status === 431,
  },
  /** Debian's apache2, out/.htaccess. */
  apache: {
    ...local(ports.apache),
    redirectStatus: 301,
    notFoundCache: cacheControl.revalidate,
    strict: true,
    // Apache refuses some requests before it reads .htaccess (a bad request line, a URI too long,
    // an encoded slash or NUL, TRACE): those answers are its own, with none of the config's headers.
    ownRefusal: (method: string, status: number, body: Buffer, notFound: Buffer) =>
      method === 'TRACE' ||
      status === 400 ||
      status === 414 ||
      (status === 404 && !body.equals(notFound)),
  },
  /** firebase-tools' Hosting emulator, out/firebase.json. */
  firebase: {
    ...local(ports.firebase),
    redirectStatus: 301,
    notFoundCache: cacheControl.revalidate,
    // A path too long for a file name is the emulator's own 500.
    strict: false,
    // Node's HTTP server, under the emulator, refuses a raw non-ASCII path or a header too large.
    ownRefusal: (_method: string, status: number) => status === 400 || status === 431,
    // The emulator's own code parses each address as a URL, and decodes it, and exits on one it
    // cannot (//evil.example:443.html, %c0%ae, ?%zz=1): Firebase's servers do not run it.
    unsendable: {
      test: notDecodable,
      why: "the emulator's own code exits on an address it cannot parse or decode",
    },
    // Firebase answers its configured redirects before it adds headers, and encodes the query's
    // % signs again there (hosting/promises.ts).
    configuredRedirects: ['/index.html', '/index'],
  },
  /** The SWA CLI's emulator, out/staticwebapp.config.json. */
  azure: {
    ...local(ports.azure),
    redirectStatus: 301,
    // The emulator sends its own on the 404 page.
    notFoundCache: 'public, max-age=0',
    strict: false,
    // The emulator exits on a path it cannot decode (%c0%ae): Azure's servers do not run it.
    unsendable: { test: pathNotDecodable, why: 'the emulator exits on a path it cannot decode' },
  },
} as const satisfies Record<Runtime, unknown>;

export function runtimeOf(projectName: string): Runtime {
  const runtime = runtimeHosts.find((name) => name === projectName);
  if (!runtime) throw new Error(`no host runtime for project ${projectName}`);
  return runtime;
}

/**
 * The host's stated exception to a promise (or its emulator's), or null where it keeps it. A test that meets one says
 * so in its report, by the host's and the promise's names, and checks the rest.
 */
export function exceptionTo(promise: SitePromise): string | null {
  const host = hosts[runtimeOf(test.info().project.name)];
  const exception =
    (host.exceptions as Partial<Record<SitePromise, string>>)[promise] ??
    ('emulatorDiffers' in host
      ? (host.emulatorDiffers as Partial<Record<SitePromise, string>>)[promise]
      : undefined) ??
    null;
  if (exception)
    test.info().annotations.push({
      type: 'exception',
      description: `${host.name}, ${promise}: ${exception}`,
    });
  return exception;
}
