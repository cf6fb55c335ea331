#!/usr/bin/env node
// Serves out/ through the shipped nginx config (hosting/generated/nginx-site.conf) on loopback.
//   node scripts/nginx.mjs --port 4174                     plain http, in the foreground (Playwright)
// startNginx({ port, https: { port, cert, key } }) is used by the grader for an https host.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const mimeTypes = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
].find(existsSync);

export function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'].find(
    existsSync,
  );
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  return found;
}

/** Writes an nginx.conf around the rendered site snippet and starts nginx in the foreground. */
export function startNginx({ port, https, server = 'localhost' }) {
  const site = join(root, 'hosting', 'generated', 'nginx-site.conf');
  if (!existsSync(site)) throw new Error(`${site} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const servers = https
    ? `
  server {
    listen 127.0.0.1:${port};
    server_name ${server};
    return 301 https://${server}:${https.port}$request_uri;
  }
  server {
    listen 127.0.0.1:${https.port} ssl;
    server_name ${server};
    ssl_certificate ${https.cert};
    ssl_certificate_key ${https.key};
    root ${join(root, 'out')};
    include ${site};
  }`
    : `
  server {
    listen 127.0.0.1:${port};
    server_name ${server};
    root ${join(root, 'out')};
    include ${site};
  }`;
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${servers}
}
`,
  );
  const check = spawnSync(nginxBinary(), ['-t', '-q', '-p', dir, '-e', 'stderr', '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginxBinary(), ['-p', dir, '-e', 'stderr', '-c', conf], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, stop: () => child.kill('SIGQUIT') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 4174);
  const { child, stop } = startNginx({ port });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop());
  child.on('exit', (code) => process.exit(code ?? 0));
}
