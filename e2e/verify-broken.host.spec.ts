import { expect, test } from '@playwright/test';
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hosts as deployed, stageFor } from '../hosting/deploy.ts';
import { start } from '../lib/node/run.ts';
import { hostLogs, ports } from './support/hosts';
import { out } from './support/out-files';
import { lines, verify } from './support/verify';

// npm run verify on a host that breaks a promise fails, with that promise's own line. The broken
// copies are served by Cloudflare's workerd, so only the Cloudflare project runs this.

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

test("npm run verify fails with the promise's own line on a host that breaks it", async () => {
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
