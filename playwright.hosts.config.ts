import { defineConfig } from '@playwright/test';
import {
  browser,
  ciReporters,
  launchOptions,
  requireBuildAndBrowser,
  runSettings,
} from './e2e/support/browser';
import { hostLogs, ports, siteHost } from './e2e/support/hosts';
import { nginxMissing, nginxOptional } from './hosting/local/tools.ts';

// What each host's own runtime changes: statuses, redirects, headers, caching, hostile paths, and a
// whole visit in a browser under the host's Content-Security-Policy header. Each project runs the
// *.host.spec.ts files against one runtime serving out/, as a user deploys it.
requireBuildAndBrowser();

// nginx runs over https, with a throwaway certificate: without nginx or openssl (a laptop), its
// project is left out, and said so; in CI nothing may be left out.
const missing = nginxMissing();
if (missing && process.env.CI && !nginxOptional)
  throw new Error(`The nginx host tests cannot run: ${missing}`);
if (missing) console.warn(`The nginx host tests are skipped on this machine. ${missing}`);

export default defineConfig({
  ...runSettings,
  testMatch: /\.host\.spec\.ts$/,
  outputDir: 'test-results/hosts',
  reporter: process.env.CI
    ? [...ciReporters, ['html', { open: 'never', outputFolder: 'playwright-report/hosts' }]]
    : 'list',
  projects: [
    ...(missing
      ? []
      : [
          {
            name: 'nginx',
            use: {
              ...browser,
              baseURL: `https://${siteHost.site}:${ports.nginxHttps}`,
              ignoreHTTPSErrors: true,
              launchOptions: {
                ...launchOptions,
                args: [
                  ...(launchOptions.args ?? []),
                  `--host-resolver-rules=MAP ${siteHost.site} 127.0.0.1, MAP ${siteHost.apex} 127.0.0.1`,
                ],
              },
            },
          },
        ]),
    {
      name: 'cloudflare',
      use: { ...browser, baseURL: `http://127.0.0.1:${ports.cloudflare}` },
    },
  ],
  webServer: [
    ...(missing
      ? []
      : [
          {
            command: `node hosting/local/nginx.ts --http-port ${ports.nginxHttp} --https-port ${ports.nginxHttps}`,
            port: ports.nginxHttps,
            reuseExistingServer: !process.env.CI,
          },
        ]),
    {
      // Its log, the runtime's answers to the hostile paths included, goes to hostLogs.cloudflare.
      command: `node hosting/local/wrangler.ts --port ${ports.cloudflare} --log ${hostLogs.cloudflare}`,
      url: `http://127.0.0.1:${ports.cloudflare}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
