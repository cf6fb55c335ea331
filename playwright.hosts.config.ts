import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  browser,
  ciReporters,
  launchOptions,
  requireBuildAndBrowser,
  runSettings,
} from './e2e/support/browser';
import { hostLogs, nginxCa, ports, siteHost } from './e2e/support/hosts';
import { hosts, runtimeHosts, type RuntimeHost } from './hosting/promises.ts';
import { runtimeMissing, runtimeOptional } from './hosting/local/tools.ts';

// What each host's own runtime changes: statuses, redirects, headers, caching, hostile paths.
// Each project runs its host's specs (hosting/promises.ts) and the live-site check (npm run verify)
// against one runtime serving out/, as a user deploys it; nginx and Cloudflare's also run a whole
// visit in a browser under the host's Content-Security-Policy header.
requireBuildAndBrowser();

// A runtime this machine lacks (a laptop) leaves its project out, and says so; in CI nothing may
// be left out but what a platform cannot run (hosting/local/tools.ts, runtimeOptional).
const missing = new Map(
  runtimeHosts.flatMap((host) => {
    const why = runtimeMissing(host);
    return why ? [[host, why] as const] : [];
  }),
);
for (const [host, why] of missing) {
  if (process.env.CI && !runtimeOptional(host))
    throw new Error(`The ${hosts[host].name} host tests cannot run: ${why}`);
  console.warn(`The ${hosts[host].name} host tests are skipped on this machine. ${why}`);
}
const running = runtimeHosts.filter((host) => !missing.has(host));

/** Where each runtime serves, and the command that starts it. */
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const servers: Record<RuntimeHost, { baseURL: string; server: WebServer }> = {
  nginx: {
    baseURL: `https://${siteHost.site}:${ports.nginxHttps}`,
    server: {
      command: `node hosting/local/nginx.ts --http-port ${ports.nginxHttp} --https-port ${ports.nginxHttps} --cacert-out ${nginxCa}`,
      port: ports.nginxHttps,
    },
  },
  cloudflare: {
    baseURL: `http://127.0.0.1:${ports.cloudflare}`,
    // Its log, the runtime's answers to the hostile paths included, goes to hostLogs.cloudflare.
    server: {
      command: `node hosting/local/wrangler.ts --port ${ports.cloudflare} --log ${hostLogs.cloudflare}`,
      url: `http://127.0.0.1:${ports.cloudflare}/`,
      timeout: 60_000,
    },
  },
  apache: {
    baseURL: `http://127.0.0.1:${ports.apache}`,
    server: {
      command: `node hosting/local/apache.ts --port ${ports.apache} --log ${hostLogs.apache}`,
      url: `http://127.0.0.1:${ports.apache}/`,
    },
  },
  firebase: {
    baseURL: `http://127.0.0.1:${ports.firebase}`,
    server: {
      command: `node hosting/local/firebase.ts --port ${ports.firebase} --log ${hostLogs.firebase}`,
      url: `http://127.0.0.1:${ports.firebase}/`,
      timeout: 60_000,
    },
  },
  azure: {
    baseURL: `http://127.0.0.1:${ports.azure}`,
    server: {
      command: `node hosting/local/azure.ts --port ${ports.azure} --log ${hostLogs.azure}`,
      url: `http://127.0.0.1:${ports.azure}/`,
      timeout: 60_000,
    },
  },
};

/**
 * The specs each project runs, each only where it applies, so that a run skips none: its host's
 * (hosting/promises.ts); npm run verify's where the runtime keeps every promise (Azure's emulator
 * does not, and hosting/promises.ts says where); for nginx and Cloudflare, a whole visit in a
 * browser under the host's header; for Cloudflare, whose workerd serves copies broken on purpose,
 * npm run verify's failures.
 */
const specsOf = (host: RuntimeHost) =>
  [
    ...hosts[host].specs,
    ...('emulatorDiffers' in hosts[host] ? [] : ['e2e/verify.host.spec.ts']),
    ...(host === 'nginx' || host === 'cloudflare'
      ? ['e2e/addresses.host.spec.ts', 'e2e/smoke.host.spec.ts']
      : []),
    ...(host === 'cloudflare' ? ['e2e/verify-broken.host.spec.ts'] : []),
  ].map((spec) => spec.replace(/^e2e\//, ''));

// Slowest first. Each host's longest test is its hostile-path walk, and an emulator answers it
// slowest (Azure's takes half a minute): started last, it ran on alone while the other worker
// waited. The webServer list keeps runtimeHosts' order.
const slowestFirst: RuntimeHost[] = ['azure', 'cloudflare', 'nginx', 'firebase', 'apache'];
const scheduled = [...running].sort((a, b) => slowestFirst.indexOf(a) - slowestFirst.indexOf(b));

export default defineConfig({
  ...runSettings,
  testMatch: /\.host\.spec\.ts$/,
  outputDir: 'test-results/hosts',
  reporter: process.env.CI
    ? [...ciReporters, ['html', { open: 'never', outputFolder: 'playwright-report/hosts' }]]
    : 'list',
  projects: scheduled.map((host) => ({
    name: host,
    testMatch: specsOf(host),
    use: {
      ...browser,
      baseURL: servers[host].baseURL,
      ...(host === 'nginx'
        ? {
            ignoreHTTPSErrors: true,
            launchOptions: {
              ...launchOptions,
              args: [
                ...(launchOptions.args ?? []),
                `--host-resolver-rules=MAP ${siteHost.site} 127.0.0.1, MAP ${siteHost.apex} 127.0.0.1`,
              ],
            },
          }
        : {}),
    },
  })),
  webServer: running.map((host) => ({
    ...servers[host].server,
    reuseExistingServer: !process.env.CI,
    // A runtime stops its own children: the SWA CLI's emulator runs in a process group of its own,
    // which would outlive a SIGKILL of the launcher and serve a stale out/ to the next run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
