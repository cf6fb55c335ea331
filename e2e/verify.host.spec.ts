import { expect, test } from '@playwright/test';
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hosts as deployed, stageFor } from '../hosting/deploy.ts';
import { hosts } from '../hosting/promises.ts';
import { start } from '../lib/node/run.ts';
import { hostLogs, nginxCa, ports, runtimeOf, siteHost } from './support/hosts';
import { out } from './support/out-files';

// npm run verify (hosting/verify.ts), which the deploy runs on the live site, run here on each
// host's runtime serving the site as shipped: it must pass there, and fail, with the broken
// promise's own line, on a host that breaks one.
test.beforeEach(({}, info) => {
  const host = hosts[runtimeOf(info.project.name)];
  const differs = 'emulatorDiffers' in host ? Object.values(host.emulatorDiffers) : [];
  test.skip(
    differs.length > 0,
    `${host.name}'s emulator does not keep every promise: ${differs.join('; ')}`,
  );
});

type Run = { code: number; output: string };

/** npm run verify, as the owner runs it; --offline, since the tracker is on the internet. */
async function verify(...args: string[]): Promise<Run> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['hosting/verify.ts', ...args, '--offline'],
      { encoding: 'utf8' },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const lines = (output: string, mark: string) =>
  output.split('\n').filter((line) => line.startsWith(`${mark} `));

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

/** Serves a copy of the site with wrangler, as Cloudflare Pages would serve it, until stopped. */
async function serveCopy(port: number, breakIt: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'broken-site-'));
  stageFor(out, dir, deployed.cloudflare);
  breakIt(dir);
  const child: ChildProcess = start(
    'node',
    [
      'hosting/local/wrangler.ts',
      '--site',
      dir,
      '--port',
      String(port),
      '--log',
      hostLogs.cloudflare.replace('.log', `-${port}.log`),
    ],
    { stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(200);
  return {
    address: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test("npm run verify fails with the promise's own line on a host that breaks it", async ({}, info) => {
  test.skip(info.project.name !== 'cloudflare', 'broken copies served by workerd');
  const [noHeaders, noNotFoundPage] = await Promise.all([
    // The headers file left out of the upload.
    serveCopy(ports.brokenHeaders, (dir) => rmSync(join(dir, '_headers'))),
    // Without a 404.html, Cloudflare Pages serves a site as a single-page app: the home page, with
    // 200, for every unknown path.
    serveCopy(ports.brokenNotFound, (dir) => rmSync(join(dir, '404.html'))),
  ]);
  try {
    const [withoutHeaders, answering200] = await Promise.all([
      verify(noHeaders.address, '--host', 'cloudflare'),
      verify(noNotFoundPage.address, '--host', 'cloudflare'),
    ]);
    expect(withoutHeaders.code, withoutHeaders.output).toBe(1);
    expect(lines(withoutHeaders.output, '✗').join('\n')).toMatch(
      /^✗ headers on a page \(\/\): Strict-Transport-Security \(none\);/m,
    );
    expect(answering200.code, answering200.output).toBe(1);
    expect(lines(answering200.output, '✗')).toEqual([
      expect.stringMatching(
        /^✗ 404 with the not-found page: \/npm-run-verify-\w+ answered 200, \/privacy-policy\/npm-run-verify answered 200, \/_not-found answered 200$/,
      ),
    ]);
  } finally {
    noHeaders.stop();
    noNotFoundPage.stop();
  }
});
