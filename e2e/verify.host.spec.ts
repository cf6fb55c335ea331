import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { siteHosts } from '../hosting/checks.ts';
import { securityHeaders } from '../hosting/headers.ts';
import * as hosts from '../hosting/hosts/index.ts';
import { send, type Answer } from '../hosting/http.ts';
import type { Host, HostKey } from '../hosting/promises.ts';
import { start } from '../lib/node/run.ts';
import { site } from '../lib/site.ts';

// npm run verify (hosting/verify.ts), as the owner runs it after a deploy: it passes on a runtime
// here serving the site as shipped, and on a host that breaks one promise it fails with that
// promise's own line and no other. The broken hosts are a runtime here behind a proxy that breaks
// one thing, as a misconfigured CDN in front of a good origin would.

const all = hosts as Record<HostKey, Host>;
const here = () =>
  test.info().project.metadata as { running: HostKey[]; urls: Record<string, string> };

/** npm run verify, as the owner runs it: its exit code, and its lines that start with a mark. */
function verify(...args: string[]) {
  const child = start('node', ['hosting/verify.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (data) => (output += data));
  const marked = (mark: string) => output.split('\n').filter((l) => l.startsWith(mark));
  return new Promise<{ code: number | null; output: string; marked: typeof marked }>((done) =>
    child.on('close', (code) => done({ code, output, marked })),
  );
}

/** A proxy in front of a runtime here that changes each answer with `breakIt`. */
async function brokenHost(upstream: URL, breakIt: (answer: Answer) => Answer) {
  const server = createServer(async (request, response) => {
    const target = { target: request.url!, method: request.method, compressed: true };
    const answer = await send({ url: upstream, connect: '127.0.0.1' }, target).catch(() => null);
    if (!answer) return void response.destroy();
    const { status, headers, body } = breakIt(answer);
    // Sent gzipped, as the runtime sent it compressed; its Location is this proxy's.
    for (const name of ['transfer-encoding', 'content-length', 'connection']) headers.delete(name);
    headers.set('content-encoding', 'gzip');
    headers.set('location', headers.get('location')?.replace(upstream.origin, '') ?? '');
    if (!headers.get('location')) headers.delete('location');
    response.writeHead(status, Object.fromEntries(headers)).end(gzipSync(body));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('npm run verify passes on the site as shipped, one line per promise', async () => {
  const { running, urls } = here();
  // Over https under the site's own name where a runtime here serves it so, else over http.
  const key =
    running.find((k) => all[k].runtime!.https) ?? running.find((k) => !all[k].emulatorDiffers)!;
  const { port, https } = all[key].runtime!;
  const tls = [siteHosts.site, siteHosts.apex].map((at) => `--resolve=${at}:${https}:127.0.0.1`);
  tls.push(`--cacert=test-results/host-logs/${key}-ca.pem`, `--http-port=${port}`);
  const run = await verify(urls[key], '--host', key, '--offline', ...(https ? tls : []));
  expect(run.marked('✗'), run.output).toEqual([]);
  expect(run.code, run.output).toBe(0);
  const checked = run.marked('✓').join('\n');
  for (const line of [
    'every page answers 200 at its clean URL',
    'headers on a page',
    'headers on the 404',
    'headers on a redirect',
    '404 with the not-found page',
    'clean-URL variants',
    'no open redirect',
    'no config or file outside out/ served',
    'compression',
    'caching',
  ])
    expect(checked).toContain(`✓ ${line}`);
  if (https) {
    expect(checked).toMatch(/^✓ Observatory grade: (\/\S* A\+ \(\d+\)(, )?)+$/m);
    expect(checked).toContain('✓ http to https');
  }
  expect(run.marked('–').join('\n')).toContain('trial links: 4 lead to');
});

test("npm run verify fails a broken host with that promise's line, and runs every other check", async () => {
  const { running, urls } = here();
  const key = running.find((k) => !all[k].runtime!.https && !all[k].emulatorDiffers)!;
  const upstream = new URL(urls[key]);
  const home = (await send({ url: upstream }, { target: '/' }))!;
  const tracker = new URL(site.trackingUrl).hostname;
  const strip = Object.keys(securityHeaders)
    .concat('Content-Security-Policy')
    .map((h) => h.toLowerCase());
  const hosts = await Promise.all([
    // The headers file left out of the upload.
    brokenHost(upstream, (a) => ({
      ...a,
      headers: new Map([...a.headers].filter(([h]) => !strip.includes(h))),
    })),
    // A CDN's error response set to 200 (a soft 404), and a single-page app's fallback: the home
    // page where the 404 was, under the host's own headers for it, so that only the 404 is broken.
    brokenHost(upstream, (a) => ({ ...a, status: a.status === 404 ? 200 : a.status })),
    brokenHost(upstream, (a) => (a.status === 404 ? { ...a, status: 200, body: home.body } : a)),
  ]);
  try {
    const [noHeaders, soft404, homeFor404, trackerDown] = await Promise.all([
      ...hosts.map(({ url }) => verify(url, '--host', key, '--offline')),
      // The tracker unreachable: nothing listens where its name resolves.
      verify(urls[key], '--host', key, `--resolve=${tracker}:443:127.0.0.1`),
    ]);
    expect(
      noHeaders
        .marked('✗')
        .map((line) => line.replace(/ \(\/npm-run-verify-\w+\)/, '').split(':')[0]),
    ).toEqual([
      '✗ headers on a page and an asset',
      '✗ headers on the 404',
      '✗ headers on a redirect',
    ]);
    expect(noHeaders.marked('✗')[0]).toContain('Strict-Transport-Security (none)');
    for (const run of [soft404, homeFor404]) {
      expect(run.code, run.output).toBe(1);
      expect(run.marked('✗'), run.output).toEqual([
        expect.stringMatching(
          /^✗ 404 with the not-found page: \/npm-run-verify-\w+ answered 200; \/no\/such\/page answered 200; \/privacy-policy\/npm-run-verify answered 200; \/_not-found answered 200$/,
        ),
      ]);
    }
    expect(trackerDown.marked('✗'), trackerDown.output).toEqual([
      expect.stringMatching(new RegExp(`^✗ trial links: .*could not reach ${tracker}`)),
    ]);
    for (const line of ['caching', 'compression'])
      expect(trackerDown.marked('✓').join('\n')).toContain(`✓ ${line}`);
  } finally {
    for (const { close } of hosts) close();
  }
});
