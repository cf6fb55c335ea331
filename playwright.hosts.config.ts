import { defineConfig } from '@playwright/test';
import { browser, reporters, requireBuildAndBrowser, runSettings } from './e2e/support/browser';
import { siteHosts } from './hosting/host.ts';
import { hostKeys, hosts, missingRuntimes, type HostKey } from './hosting/hosts/index.ts';
import { stopLeftovers, taken } from './hosting/local/supervise.ts';
import { runtimeSite } from './hosting/test-sites.ts';

// Every host's tests, one project each (hosting/hosts/): the promises of hosting/promises/ against
// its runtime here, started once, or against its vendor's rules in-process (e2e/hosts.host.spec.ts);
// for a runtime that serves a browser, a whole visit under its Content-Security-Policy header; and
// npm run verify, on a runtime as shipped and on a host broken one thing at a time.
requireBuildAndBrowser();

// A runtime this machine lacks (a laptop) leaves its projects out, and says so; CI may leave out
// only what the platform cannot run (missingRuntimes throws).
const missing = missingRuntimes();
// A runtime an earlier run left serving is stopped, never reused: it would serve what it served
// then. Another program on a runtime's port fails the run, named, before any test.
for (const leftover of stopLeftovers()) console.warn(`Stopped ${leftover}.`);
// Said once, in the run's own process: each worker loads this file too.
for (const { name, why } of process.env.TEST_WORKER_INDEX ? [] : missing)
  console.warn(`The ${name} host tests are skipped on this machine. ${why}`);
const keys = hostKeys.filter((key) => !missing.some((m) => m.key === key));
const running = keys.filter((key) => hosts[key].runtime);
// Once, in the run's own process: each worker loads this file too, once the runtimes serve.
const servesOn = (key: HostKey) => hosts[key].runtime!.https ?? hosts[key].runtime!.port;
for (const port of process.env.TEST_WORKER_INDEX ? [] : taken(running.map(servesOn))) {
  const { name } = hosts[running.find((key) => servesOn(key) === port)!];
  throw new Error(
    `The ${name} host tests serve on 127.0.0.1:${port}, which another program holds: stop it, then run them again.`,
  );
}

/** Where a runtime's own output goes: its answers to the hostile paths are errors with stacks there. */
const logOf = (key: HostKey) => `test-results/host-logs/${key}.log`;
const urlOf = (key: HostKey) => runtimeSite(key).url.origin;

export default defineConfig({
  ...runSettings,
  testMatch: /\.host\.spec\.ts$/,
  outputDir: 'test-results/hosts',
  reporter: reporters('playwright-report/hosts'),
  projects: [
    ...keys.map((key) => ({
      name: key,
      testMatch: 'hosts.host.spec.ts',
      grep: new RegExp(`@${key}\\b`),
      metadata: { log: logOf(key) },
    })),
    ...running
      .filter((key) => hosts[key].runtime!.browser)
      .map((key) => ({
        name: `${key} in a browser`,
        testMatch: 'addresses.host.spec.ts',
        metadata: { log: logOf(key) },
        use: {
          ...browser,
          baseURL: urlOf(key),
          ignoreHTTPSErrors: true,
          launchOptions: {
            ...browser.launchOptions,
            args: [
              ...browser.launchOptions.args,
              `--host-resolver-rules=MAP ${siteHosts.site} 127.0.0.1, MAP ${siteHosts.apex} 127.0.0.1`,
            ],
          },
        },
      })),
    {
      name: 'npm run verify',
      testMatch: 'verify.host.spec.ts',
      metadata: { running },
    },
  ],
  webServer: running.map((key) => ({
    command: `node hosting/runtime.ts ${key} --log ${logOf(key)}`,
    ...(hosts[key].runtime!.https
      ? { port: hosts[key].runtime!.https }
      : { url: `${urlOf(key)}/` }),
    // Anything else on its port fails the run, naming the address, rather than be tested (as
    // Playwright does where it may not reuse a server).
    timeout: 60_000,
    // A runtime stops its own children: the SWA CLI's emulator runs in a process group of its own,
    // which would outlive a SIGKILL of the launcher and serve a stale out/ to the next run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
