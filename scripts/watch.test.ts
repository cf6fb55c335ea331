/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { github } from './github.ts';
import { addressesOf, title, watch } from './watch.ts';

/** GitHub's API as a fake: its open issues, and every call made to it. */
function fakeGitHub(open: { number: number; title: string }[] = []) {
  const calls: string[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push(
      `${init.method} ${url.replace('https://api.github.com/repos/owner/site', '')} ${init.body ?? ''}`,
    );
    return new Response(JSON.stringify(init.method === 'GET' ? open : {}));
  }) as typeof fetch;
  return { calls, api: github({ GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'owner/site' }, fetcher) };
}

const env = {
  WATCH_ADDRESSES: 'https://www.formafit.app nginx\n\n  https://formafit.pages.dev  \n',
};
/** npm run verify as a fake: broken on the addresses given, with its lines. */
const checking =
  (broken: string[]) => async (address: string, options?: { print?: (line: string) => void }) => {
    options?.print?.(
      broken.includes(address)
        ? '✗ headers on a page: Strict-Transport-Security (none)'
        : '✓ every promise',
    );
    return { ok: !broken.includes(address), lines: [] };
  };

it('reads the addresses the repository names, one a line, with the host where it is given', () => {
  expect(addressesOf(env.WATCH_ADDRESSES)).toEqual([
    { address: 'https://www.formafit.app', host: 'nginx' },
    { address: 'https://formafit.pages.dev', host: null },
  ]);
  const workflow = readFileSync('.github/workflows/watch.yml', 'utf8');
  expect(workflow).toContain('WATCH_ADDRESSES: ${{ vars.WATCH_ADDRESSES }}');
  const { on } = parse(workflow);
  expect(Object.keys(on)).toEqual(['schedule', 'workflow_dispatch']);
});

it('does nothing without an address, and says so in one line', async () => {
  const { calls, api } = fakeGitHub();
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  expect(await watch({}, checking([]), api)).toBe(0);
  expect(log.mock.calls).toEqual([
    [expect.stringMatching(/^No live site to watch: set .*WATCH_ADDRESSES/)],
  ]);
  expect(calls).toEqual([]);
  log.mockRestore();
});

it('opens one issue that names the broken promise, and comments on it while it stays open', async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  const first = fakeGitHub();
  expect(await watch(env, checking(['https://formafit.pages.dev']), first.api)).toBe(1);
  expect(first.calls).toEqual([
    expect.stringMatching(/^GET \/issues\?state=open/),
    expect.stringMatching(/^POST \/issues /),
  ]);
  const opened = JSON.parse(first.calls[1].slice(first.calls[1].indexOf('{')));
  expect(opened.title).toBe(title);
  expect(opened.body).toContain('Broken on https://formafit.pages.dev');
  expect(opened.body).toContain('✗ headers on a page: Strict-Transport-Security (none)');
  expect(opened.body).toContain('Every promise holds on https://www.formafit.app');
  const again = fakeGitHub([{ number: 7, title }]);
  await watch(env, checking(['https://formafit.pages.dev']), again.api);
  expect(again.calls[1]).toMatch(/^POST \/issues\/7\/comments /);
});

it('once every promise holds again, says so on the open issue and closes it, and else stays quiet', async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  const fixed = fakeGitHub([{ number: 7, title }]);
  expect(await watch(env, checking([]), fixed.api)).toBe(0);
  expect(fixed.calls.slice(1)).toEqual([
    expect.stringMatching(/^POST \/issues\/7\/comments .*Every promise holds again/),
    'PATCH /issues/7 {"state":"closed"}',
  ]);
  const quiet = fakeGitHub([{ number: 8, title: 'Another issue' }]);
  await watch(env, checking([]), quiet.api);
  expect(quiet.calls).toHaveLength(1);
});
