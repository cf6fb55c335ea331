#!/usr/bin/env node
// Serves out/ with Debian's Apache httpd as a shared host runs it: the whole folder uploaded as it
// is, out/.htaccess read with AllowOverride All, mod_rewrite and mod_headers on, and Debian's
// stock modules and rules around it (its mime types, its directory index, its security settings,
// its rule that no .ht* file is ever served). Only what must differ on a test machine is ours: the port, on
// loopback, and the folders Apache writes to.
//   node hosting/local/apache.ts [--port 4185] [--log file]
import { existsSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root, run, start } from '../../lib/node/run.ts';
import { apachePath, howToInstall } from './tools.ts';
import { supervise } from './supervise.ts';

/** Where Debian keeps Apache's configuration and modules. */
const debian = { config: '/etc/apache2', modules: '/usr/lib/apache2/modules' };

/**
 * The main configuration of a stock Debian apache2 for one site: its default modules
 * (mods-enabled) with their settings, mod_rewrite and mod_headers, and the site's folder with
 * AllowOverride All. A quoted path stays one parameter, whatever it holds.
 */
export function apacheConf({ port, site, dir }: { port: number; site: string; dir: string }) {
  const q = (path: string) => JSON.stringify(path);
  const enabled = join(debian.config, 'mods-enabled');
  const asRoot = process.getuid?.() === 0;
  return `ServerRoot ${q(debian.config)}
ServerName localhost
Listen 127.0.0.1:${port}
PidFile ${q(join(dir, 'apache.pid'))}
Mutex file:${dir}
DefaultRuntimeDir ${q(dir)}
ErrorLog ${q(join(dir, 'error.log'))}
LogLevel warn
${asRoot ? 'User www-data\nGroup www-data' : ''}
IncludeOptional ${q(join(enabled, '*.load'))}
IncludeOptional ${q(join(enabled, 'mime.conf'))}
IncludeOptional ${q(join(enabled, 'dir.conf'))}
IncludeOptional ${q(join(enabled, 'deflate.conf'))}
IncludeOptional ${q(join(enabled, 'mpm_event.conf'))}
IncludeOptional ${q(join(debian.config, 'conf-enabled', 'security.conf'))}
IncludeOptional ${q(join(debian.config, 'conf-enabled', 'charset.conf'))}
<IfModule !rewrite_module>
  LoadModule rewrite_module ${q(join(debian.modules, 'mod_rewrite.so'))}
</IfModule>
<IfModule !headers_module>
  LoadModule headers_module ${q(join(debian.modules, 'mod_headers.so'))}
</IfModule>
TypesConfig /etc/mime.types
AccessFileName .htaccess
<FilesMatch "^\\.ht">
  Require all denied
</FilesMatch>
<Directory />
  Options FollowSymLinks
  AllowOverride None
  Require all denied
</Directory>
DocumentRoot ${q(site)}
<Directory ${q(site)}>
  Options Indexes FollowSymLinks
  AllowOverride All
  Require all granted
</Directory>
`;
}

/** Starts Apache in the foreground on out/; returns once its configuration has passed -t. */
export function startApache({ port, log }: { port: number; log?: string }) {
  const apache = apachePath();
  if (!apache) throw new Error(howToInstall.apache);
  const dir = mkdtempSync(join(tmpdir(), 'apache-'));
  const conf = join(dir, 'httpd.conf');
  writeFileSync(conf, apacheConf({ port, site: join(root, 'out'), dir }));
  const check = run(apache, ['-t', '-f', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`apache2 -t failed:\n${check.stderr}`);
  if (log) mkdirSync(dirname(log), { recursive: true });
  const output = log ? openSync(log, 'w') : 'inherit';
  const child = start(apache, ['-f', conf, '-DFOREGROUND'], { stdio: ['ignore', output, output] });
  return { child, dir, errors: join(dir, 'error.log'), stop: () => child.kill('SIGTERM') };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, log: { type: 'string' } } });
  if (!existsSync(join(root, 'out', '.htaccess'))) {
    console.error('out/.htaccess is missing: run npm run build first.');
    process.exit(1);
  }
  const { child, dir, stop, errors } = startApache({
    port: Number(values.port ?? 4185),
    log: values.log && resolve(values.log),
  });
  supervise(child, { name: 'apache2', log: errors, stop, scratch: [dir] });
}
