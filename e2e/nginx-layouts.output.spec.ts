import { expect, test } from '@playwright/test';
import { copyFileSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteHosts } from '../hosting/host.ts';
import { startNginx } from '../hosting/hosts/nginx.ts';
import { one, send } from '../hosting/http.ts';
import { mimeTypesPath, nginxLayouts, nginxMissing, nginxPath } from '../hosting/hosts/nginx.ts';
import { throwawayTls } from '../hosting/local/tls.ts';
import { withScratch } from '../lib/node/files.ts';
import { until } from '../lib/node/run.ts';

// A maintainer's nginx is where their package manager put it: Debian's, Homebrew's on Apple silicon
// or Intel, MacPorts'. Each layout is laid out in a folder of its own (this machine's nginx and its
// mime.types, linked and copied where that package manager puts them, and nothing else), found
// there as on that machine, and serves the shipped config: a page must arrive as text/html, which
// needs that layout's mime.types.
const missing = nginxMissing();
test.skip(missing !== null, missing ?? '');

for (const [index, layout] of nginxLayouts.entries())
  test(`${layout.name}: nginx and its mime.types are found where it puts them, and pages are served as text/html`, async () => {
    await withScratch('nginx-layout', async (machine) => {
      const nginx = join(machine, layout.nginx);
      mkdirSync(dirname(nginx), { recursive: true });
      symlinkSync(nginxPath()!, nginx);
      mkdirSync(dirname(join(machine, layout.mimeTypes)), { recursive: true });
      copyFileSync(mimeTypesPath(nginxPath()!)!, join(machine, layout.mimeTypes));

      expect(nginxPath({ root: machine, path: '' })).toBe(nginx);
      const mimeTypes = mimeTypesPath(nginx, { root: machine });
      expect(mimeTypes).toBe(join(machine, layout.mimeTypes));

      const httpsPort = 4460 + index;
      const tls = throwawayTls([siteHosts.site]);
      const served = startNginx({ httpPort: 4470 + index, httpsPort, tls, nginx, mimeTypes });
      try {
        const url = new URL(`https://${siteHosts.site}:${httpsPort}`);
        const answer = await until(async () => {
          const answer = await send({ url, connect: '127.0.0.1', insecure: true }, { target: '/' });
          return answer.status ? answer : null;
        });
        expect(answer.status).toBe(200);
        expect(one(answer, 'content-type')).toMatch(/^text\/html\b/);
      } finally {
        served.stop();
        rmSync(tls.dir, { recursive: true, force: true });
      }
    });
  });
