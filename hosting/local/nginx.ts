#!/usr/bin/env node
// Serves out/ through the complete shipped nginx setup, hosting/generated/nginx.conf with the
// snippets the build renders beside it, exactly as a user deploys it. Only what must differ on a
// test machine changes: the ports (bound to loopback), the certificate paths (a throwaway CA), the
// root and the include paths. Each change is checked to apply, so a reshaped nginx.conf fails here
// instead of being tested in a form nobody ships. It answers for the site's own hosts (site.url),
// which the tests resolve to loopback.
//   node hosting/local/nginx.ts [--http-port 4180] [--https-port 4443] [--cacert-out FILE]
// runs it in the foreground (Playwright); --cacert-out copies the throwaway CA there, for a client
// that checks the chain (npm run verify --cacert).
// startNginx() is used by the grader.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { run, start } from '../../lib/node/run.ts';
import { siteHosts } from '../site-hosts.ts';
import { throwawayTls } from './tls.ts';
import { howToInstall, mimeTypesPath, nginxPath } from './tools.ts';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * The machine's nginx; a missing one stops the caller with the sentence that says how to get it.
 */
export function nginxBinary() {
  const found = nginxPath();
  if (!found) throw new MissingTool(howToInstall.nginx);
  return found;
}

/** A path as an nginx parameter: quoted, so a folder with a space in its name stays one. */
const quoted = (path: string) => JSON.stringify(path);

/** A program the machine lacks: its message is the whole story, no stack needed. */
export class MissingTool extends Error {
  name = 'MissingTool';
}

/**
 * hosting/generated/nginx.conf with the test machine's ports, certificate, root and includes.
 * @param shipped the file's text
 */
export function localNginxConf(
  shipped: string,
  local: {
    httpPort: number;
    httpsPort: number;
    cert: string;
    key: string;
    root: string;
    siteSnippet: string;
    headersSnippet: string;
  },
) {
  const edits: [RegExp, string][] = [
    [/listen 80;/g, `listen 127.0.0.1:${local.httpPort};`],
    [/listen \[::\]:80;/g, `listen [::1]:${local.httpPort};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${local.httpsPort} ssl http2;`],
    [/listen \[::\]:443 ssl http2;/g, `listen [::1]:${local.httpsPort} ssl http2;`],
    [/(return 301 https:\/\/[a-z.]+)(\$request_uri;)/g, `$1:${local.httpsPort}$2`],
    [/ssl_certificate \S+;/g, `ssl_certificate ${quoted(local.cert)};`],
    [/ssl_certificate_key \S+;/g, `ssl_certificate_key ${quoted(local.key)};`],
    [/root \S+;/g, `root ${quoted(local.root)};`],
    [/include \/etc\/nginx\/snippets\/site\.conf;/g, `include ${quoted(local.siteSnippet)};`],
    [
      /include \/etc\/nginx\/snippets\/site-security-headers\.conf;/g,
      `include ${quoted(local.headersSnippet)};`,
    ],
  ];
  return edits.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text))
      throw new Error(
        `hosting/nginx.conf.template no longer has ${pattern}: update hosting/local/nginx.ts`,
      );
    return text.replace(pattern, replacement);
  }, shipped);
}

/**
 * Starts nginx in the foreground with the shipped setup; returns once `nginx -t` has passed.
 * nginx and its mime.types are the machine's, unless the caller names others (the layout test).
 */
export function startNginx({
  httpPort,
  httpsPort,
  tls,
  nginx = nginxBinary(),
  mimeTypes = mimeTypesPath(nginx),
}: {
  httpPort: number;
  httpsPort: number;
  tls: { cert: string; key: string };
  nginx?: string;
  mimeTypes?: string | null;
}) {
  if (!mimeTypes)
    throw new MissingTool(
      `nginx is at ${nginx}, but its mime.types is neither beside it (../etc/nginx/) nor where Debian, Homebrew or MacPorts put it: without it every page would be served as application/octet-stream.`,
    );
  const generated = join(root, 'hosting', 'generated');
  const siteSnippet = join(generated, 'nginx-site.conf');
  if (!existsSync(siteSnippet))
    throw new Error(`${siteSnippet} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const site = localNginxConf(readFileSync(join(generated, 'nginx.conf'), 'utf8'), {
    httpPort,
    httpsPort,
    cert: tls.cert,
    key: tls.key,
    root: join(root, 'out'),
    siteSnippet,
    headersSnippet: join(generated, 'nginx-security-headers.conf'),
  });
  writeFileSync(join(dir, 'site.conf'), site);
  const conf = join(dir, 'nginx.conf');
  // The http block of a stock nginx.conf, reduced to what a foreground run on loopback needs.
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${quoted(join(dir, 'nginx.pid'))};
error_log stderr error;
events { worker_connections 256; }
http {
  include ${quoted(mimeTypes)};
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${quoted(join(dir, 'body'))};
  proxy_temp_path ${quoted(join(dir, 'proxy'))};
  fastcgi_temp_path ${quoted(join(dir, 'fastcgi'))};
  uwsgi_temp_path ${quoted(join(dir, 'uwsgi'))};
  scgi_temp_path ${quoted(join(dir, 'scgi'))};
  include ${quoted(join(dir, 'site.conf'))};
}
`,
  );
  const check = run(nginx, ['-t', '-p', dir, '-e', 'stderr', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = start(nginx, ['-p', dir, '-e', 'stderr', '-c', conf], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { child, stop: () => child.kill('SIGQUIT') };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      'http-port': { type: 'string' },
      'https-port': { type: 'string' },
      'cacert-out': { type: 'string' },
    },
  });
  try {
    nginxBinary();
    const hosts = siteHosts;
    const tls = throwawayTls([hosts.site, hosts.apex]);
    const cacert = values['cacert-out'];
    if (cacert) {
      mkdirSync(dirname(resolve(cacert)), { recursive: true });
      copyFileSync(tls.ca, cacert);
    }
    const { child, stop } = startNginx({
      httpPort: Number(values['http-port'] ?? 4180),
      httpsPort: Number(values['https-port'] ?? 4443),
      tls,
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop());
    child.on('exit', (code) => {
      rmSync(tls.dir, { recursive: true, force: true });
      process.exit(code ?? 0);
    });
  } catch (error) {
    if (!(error instanceof MissingTool)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
