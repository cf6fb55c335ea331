/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { withScratch } from '../../lib/node/files.ts';
import {
  localNginxConf,
  mimeTypesPath,
  nginxLayouts,
  nginxPath,
  siteConf,
  siteSnippet,
} from './nginx.ts';

const local = {
  httpPort: 1,
  httpsPort: 2,
  cert: 'c',
  key: 'k',
  root: 'r',
  siteSnippet: 's',
  headersSnippet: 'h',
};

it("names the site's hosts, and a placeholder left unfilled stops the build", () => {
  const conf = siteConf({ site: 'www.example.test', apex: 'example.test' });
  expect(conf).toContain('server_name www.example.test;');
  expect(conf).toContain('server_name example.test;');
  expect(() => siteConf({ site: 'a', apex: 'b' }, 'server_name {{OTHER_HOST}};')).toThrow(
    /placeholder it does not fill/,
  );
  expect(() => siteSnippet({ headers: {}, configFiles: [] }, '{{OTHER}}')).toThrow(
    /placeholder it does not fill/,
  );
});

it('is tested as shipped: only ports, certificates, root and includes change, or the run stops', () => {
  const shipped = siteConf().split('\n');
  const tested = localNginxConf(siteConf(), local).split('\n');
  expect(tested).toHaveLength(shipped.length);
  for (const line of shipped.filter((line, i) => line !== tested[i]))
    expect(line).toMatch(
      /^\s*(listen|ssl_certificate|ssl_certificate_key|root|include|return 301) /,
    );
  expect(() => localNginxConf(siteConf().replaceAll('listen 80;', 'listen 8080;'), local)).toThrow(
    /no longer has \/listen 80;/,
  );
});

// A maintainer's nginx is where their package manager put it: Debian's, Homebrew's on Apple silicon
// or Intel, MacPorts'. That a page then comes as text/html (its mime.types read) is the host tests'.
it.each(nginxLayouts.map((layout) => [layout.name, layout]))(
  '%s: nginx and its mime.types are found where it puts them',
  (_, layout) =>
    withScratch('nginx-layout', (machine) => {
      for (const file of [layout.nginx, layout.mimeTypes]) {
        mkdirSync(dirname(join(machine, file)), { recursive: true });
        writeFileSync(join(machine, file), '');
      }
      const nginx = join(machine, layout.nginx);
      expect(nginxPath({ root: machine, path: '' })).toBe(nginx);
      expect(mimeTypesPath(nginx, { root: machine })).toBe(join(machine, layout.mimeTypes));
    }),
);
