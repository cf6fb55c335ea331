import { expect, test } from '@playwright/test';
import { copyFileSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startNginx } from '../hosting/local/nginx.ts';
import { throwawayTls } from '../hosting/local/tls.ts';
import { mimeTypesPath, nginxMissing, nginxPath } from '../hosting/local/tools.ts';
import { siteHosts } from '../hosting/site-hosts.ts';
import { withScratch } from '../lib/node/files.ts';
import { rawRequest } from './support/raw-http.ts';

// A maintainer's nginx is where their package manager put it: Debian's, Homebrew's on Apple silicon
// or Intel, MacPorts'. Each layout is laid out in a folder of its own (this machine's nginx and its
// mime.types, linked and copied where that package manager puts them, and nothing else), found
// there as on that machine, and serves the shipped config: a page must arrive as text/html, which
// needs that layout's mime.types.
const layouts = [
  { name: 'Debian and Ubuntu', nginx: '/usr/sbin/nginx', mimeTypes: '/etc/nginx/mime.types' },
  {
    name: 'Homebrew on Apple silicon',
    nginx: '/opt/homebrew/bin/nginx',
    mimeTypes: '/opt/homebrew/etc/nginx/mime.types',
  },
  {
    name: 'Homebrew on Intel',
    nginx: '/usr/local/bin/nginx',
    mimeTypes: '/usr/local/etc/nginx/mime.types',
  },
  {
    name: 'MacPorts',
    nginx: '/opt/local/sbin/nginx',
    mimeTypes: '/opt/local/etc/nginx/mime.types',
  },
];
const missing = nginxMissing();
test.skip(missing !== null, missing ?? '');

for (const [index, layout] of layouts.entries())
  test(`${layout.name}: nginx and its mime.types are found where it puts them, and pages are served as text/html`, async () => {
    await withScratch('nginx-layout', async (machine) => {
      const realNginx = nginxPath() as string;
      const realMimeTypes = mimeTypesPath(realNginx) as string;
      const nginx = join(machine, layout.nginx);
      mkdirSync(dirname(nginx), { recursive: true });
      symlinkSync(realNginx, nginx);
      mkdirSync(dirname(join(machine, layout.mimeTypes)), { recursive: true });
      copyFileSync(realMimeTypes, join(machine, layout.mimeTypes));

      const found = nginxPath({ root: machine, path: '' });
      expect(found).toBe(nginx);
      const mimeTypes = mimeTypesPath(nginx, { root: machine });
      expect(mimeTypes).toBe(join(machine, layout.mimeTypes));

      const httpsPort = 4460 + index;
      const tls = throwawayTls([siteHosts.site]);
      const served = startNginx({
        httpPort: 4470 + index,
        httpsPort,
        tls,
        nginx,
        mimeTypes,
      });
      try {
        let response = null;
        for (let attempt = 0; attempt < 100 && !response; attempt += 1)
          response = await rawRequest(
            { port: httpsPort, host: siteHosts.site, tls: true },
            '/',
          ).catch(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)));
        expect(response?.status).toBe(200);
        expect(response?.headers.get('content-type')).toMatch(/^text\/html\b/);
      } finally {
        served.stop();
        rmSync(tls.dir, { recursive: true, force: true });
      }
    });
  });
