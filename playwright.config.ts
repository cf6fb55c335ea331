import { defineConfig, devices } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { chromiumFlags, systemChromium } from './scripts/chromium.mjs';
import { ports, siteHost } from './e2e/support/hosts';

const launchOptions = systemChromium ? { executablePath: systemChromium, args: chromiumFlags } : {};
const browser = { ...devices['Desktop Chrome'], launchOptions };
const hostProjects = ['nginx', 'cloudflare'];
const hostSpecs = readdirSync('e2e').filter((file) => file.endsWith('.host.spec.ts'));

/**
 * Whether this run needs the host runtimes (nginx, Cloudflare's workerd), read from the command line
 * as Playwright reads it: a host project chosen with --project, or no project chosen and a file
 * filter that matches a *.host.spec.ts (or none, which runs everything). So the inner loop,
 * `npx playwright test e2e/home.spec.ts`, starts only the static server.
 */
function runsHostProjects(): boolean {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  const takesValue =
    /^(-c|--config|--project|-g|--grep|--grep-invert|-j|--workers|--reporter|--retries|--timeout|--repeat-each|--max-failures|--output|--shard|--trace|--global-timeout)$/;
  const projects: string[] = [];
  const filters: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    if (flag === '--project') projects.push(inline ?? args[i + 1]);
    if (!args[i].startsWith('-')) filters.push(args[i]);
    else if (inline === undefined && takesValue.test(flag)) i += 1;
  }
  if (projects.length) return projects.some((project) => hostProjects.includes(project));
  return (
    filters.length === 0 ||
    filters.some((filter) => hostSpecs.some((spec) => new RegExp(filter).test(`e2e/${spec}`)))
  );
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test: CI reports it rather than retrying it away.
  retries: 0,
  workers: 2,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { trace: 'retain-on-failure' },
  projects: [
    // Checks of the built files in out/ (and of the host configs by their vendors' parsers).
    { name: 'output', testMatch: /\.output\.spec\.ts$/ },
    // The site itself, in a browser, served as `npm start` serves it.
    {
      name: 'phone',
      testIgnore: /\.(output|host)\.spec\.ts$/,
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${ports.serve}`,
        viewport: { width: 375, height: 740 },
        hasTouch: true,
      },
    },
    // A second width only for what depends on layout (tagged @layout): accessibility and shifts.
    {
      name: 'desktop',
      testIgnore: /\.(output|host)\.spec\.ts$/,
      grep: /@layout/,
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${ports.serve}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    // What each host's own runtime changes: statuses, redirects, headers, caching, hostile paths,
    // and a smoke test of every page in a browser under the host's Content-Security-Policy header.
    {
      name: 'nginx',
      testMatch: /\.host\.spec\.ts$/,
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
      testMatch: /\.host\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${ports.cloudflare}` },
    },
  ],
  webServer: [
    {
      command: `npx serve out --no-clipboard --listen tcp://127.0.0.1:${ports.serve}`,
      url: `http://127.0.0.1:${ports.serve}/`,
      reuseExistingServer: !process.env.CI,
    },
    ...(runsHostProjects()
      ? [
          {
            command: `node scripts/nginx.mjs --http-port ${ports.nginxHttp} --https-port ${ports.nginxHttps}`,
            port: ports.nginxHttps,
            reuseExistingServer: !process.env.CI,
          },
          {
            command: `node scripts/wrangler.mjs --port ${ports.cloudflare}`,
            url: `http://127.0.0.1:${ports.cloudflare}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
