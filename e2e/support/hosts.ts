import type { TestInfo } from '@playwright/test';
import { existsSync } from 'node:fs';
import { cacheControl } from '../../hosting/headers.ts';
import { siteHosts } from '../../hosting/site-hosts.ts';

/** The static hosts whose own runtime runs here, each serving out/ on loopback for the tests. */
export type Runtime = 'nginx' | 'cloudflare';

export const ports = { nginxHttp: 4180, nginxHttps: 4443, cloudflare: 4176, serve: 4173 };

/**
 * Where a runtime's own log goes during the host tests: its answers to the hostile paths (a
 * rejected NUL byte is an error with a stack in workerd's log) are expected, not failures, and
 * would read like failures in the test output. A failing host test names the file.
 */
export const hostLogs = { cloudflare: 'test-results/host-logs/wrangler.log' };

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

export const runtimes = {
  /** The complete hosting/generated/nginx.conf (scripts/nginx.ts), over https, as www and the apex. */
  nginx: {
    site: { host: siteHost.site, port: ports.nginxHttps, tls: true },
    origins: [`https://${siteHost.site}:${ports.nginxHttps}`],
    redirectStatus: 301,
    notFoundCache: cacheControl.revalidate,
  },
  /** `wrangler pages dev out`: Cloudflare's own runtime (workerd) with out/_headers. */
  cloudflare: {
    site: { host: '127.0.0.1', port: ports.cloudflare, tls: false },
    origins: [`http://127.0.0.1:${ports.cloudflare}`],
    // Cloudflare Pages' own HTML handling redirects .html and trailing-slash paths with a 308.
    redirectStatus: 308,
    // Cloudflare Pages sends its 404 page with no-store, whatever _headers says.
    notFoundCache: 'no-store',
  },
} as const;

export function runtimeOf(projectName: string): Runtime {
  if (projectName !== 'nginx' && projectName !== 'cloudflare')
    throw new Error(`no host runtime for project ${projectName}`);
  return projectName;
}
