import { defineConfig } from '@playwright/test';
import { browser, launchOptions, runSettings } from './e2e/support/browser';
import { hostLogs, ports, siteHost } from './e2e/support/hosts';

// What each host's own runtime changes: statuses, redirects, headers, caching, hostile paths, and a
// whole visit in a browser under the host's Content-Security-Policy header. Each project runs the
// *.host.spec.ts files against one runtime serving out/, as a user deploys it.
export default defineConfig({
  ...runSettings,
  testMatch: /\.host\.spec\.ts$/,
  outputDir: 'test-results/hosts',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/hosts' }]]
    : 'list',
  projects: [
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
    {
      name: 'cloudflare',
      use: { ...browser, baseURL: `http://127.0.0.1:${ports.cloudflare}` },
    },
  ],
  webServer: [
    {
      command: `node hosting/local/nginx.mjs --http-port ${ports.nginxHttp} --https-port ${ports.nginxHttps}`,
      port: ports.nginxHttps,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Its log, the runtime's answers to the hostile paths included, goes to hostLogs.cloudflare.
      command: `node hosting/local/wrangler.mjs --port ${ports.cloudflare} --log ${hostLogs.cloudflare}`,
      url: `http://127.0.0.1:${ports.cloudflare}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
