import { expect, test } from '@playwright/test';
import { nginxCa, ports, siteHost } from './support/hosts';
import { lines, verify } from './support/verify';

// npm run verify (hosting/verify.ts), which the deploy runs on the live site, run here on each
// host's runtime serving the site as shipped: it must pass there. The projects whose emulator keeps
// every promise run it (playwright.hosts.config.ts); where one does not, hosting/promises.ts says
// what differs, and the docs table shows it.

test('npm run verify passes on the site as shipped, with one line per promise', async ({}, info) => {
  const run =
    info.project.name === 'nginx'
      ? await verify(
          `https://${siteHost.site}:${ports.nginxHttps}`,
          '--host',
          'nginx',
          '--resolve',
          `${siteHost.site}:${ports.nginxHttps}:127.0.0.1`,
          '--cacert',
          nginxCa,
          '--http-port',
          String(ports.nginxHttp),
        )
      : await verify(
          `http://127.0.0.1:${ports[info.project.name as 'cloudflare' | 'apache' | 'firebase']}`,
          '--host',
          info.project.name,
        );
  expect(lines(run.output, '✗'), run.output).toEqual([]);
  expect(run.code, run.output).toBe(0);
  const checked = lines(run.output, '✓').join('\n');
  for (const promise of [
    'headers on a page',
    'headers on the 404',
    'headers on a redirect',
    '404 with the not-found page',
    'clean-URL redirects',
    'no open redirect',
    'no config or file outside out/ served',
    'compression',
    'caching',
  ])
    expect(checked).toContain(`${promise}`);
  // Over https, under its own name, nginx is graded, and its http redirects to https.
  if (info.project.name === 'nginx') {
    expect(checked).toMatch(/Observatory grade: (\/\S* A\+ \(\d+\)(, )?)+$/m);
    expect(checked).toContain('http to https');
  }
  expect(lines(run.output, '–').join('\n')).toContain('trial links: 4 lead to');
});
