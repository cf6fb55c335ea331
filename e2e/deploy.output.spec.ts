import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { hostConfigFiles } from '../hosting/render.ts';

/**
 * A dry run of the deploy against the build (hosting/deploy.ts, which the workflow calls): what
 * each host would receive is the site and its own config, never another host's config, which it
 * would serve as a file, and never anything the tests write.
 */
test('each host would receive the site and its own config, and nothing else', () => {
  const run = spawnSync(process.execPath, ['hosting/deploy.ts', '--dry-run'], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '' },
  });
  expect(run.status, run.stderr).toBe(0);
  const received = Object.fromEntries(
    [...run.stdout.matchAll(/^(.+) receives \d+ files:\n((?: {2}.+\n)+)/gm)].map(
      ([, host, list]) => [
        host,
        list
          .trim()
          .split('\n')
          .map((line) => line.trim()),
      ],
    ),
  );
  expect(Object.keys(received)).toEqual(['Cloudflare Pages', 'Netlify', 'Vercel']);
  const own: Record<string, string> = {
    'Cloudflare Pages': '_headers',
    Netlify: '_headers',
    Vercel: 'vercel.json',
  };
  for (const [host, files] of Object.entries(received)) {
    expect(files, host).toContain('index.html');
    expect(files, host).toContain('404.html');
    expect(files, host).toContain(own[host]);
    expect(
      files.filter((f) => f in hostConfigFiles),
      host,
    ).toEqual([own[host]]);
    expect(
      files.filter((f) =>
        /playwright-report|test-results|bench-results|hosting\/generated|\.map$/.test(f),
      ),
      host,
    ).toEqual([]);
  }
  expect(run.stdout).toContain("Netlify: skipped, the repository's secrets have no");
});
