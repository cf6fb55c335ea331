/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { github } from '../lib/node/github.ts';
import { title, watch } from './watch.ts';

/** GitHub's API as a fake: the open issues its search finds, and every call made to it. */
function fakeGitHub(open: { number: number; title: string }[] = []) {
  const calls: string[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = url.replace('https://api.github.com', '').replace('/repos/owner/site', '');
    calls.push(`${init.method} ${decodeURIComponent(path)} ${init.body ?? ''}`.trim());
    return new Response(JSON.stringify(path.startsWith('/search/') ? { items: open } : {}));
  }) as typeof fetch;
  return { calls, api: github({ GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'owner/site' }, fetcher) };
}

const addresses = 'https://www.formafit.app nginx\n\n  https://formafit.pages.dev  \n';
/** npm run verify as a fake: broken on the addresses given, as often as given; every call kept. */
function checking(broken: Record<string, number>) {
  const asked: string[] = [];
  const check = async (
    address: string,
    options?: { host?: string | null; print?: (line: string) => void },
  ) => {
    asked.push([address, options?.host].filter(Boolean).join(' '));
    const ok = !(broken[address] > 0);
    if (!ok) broken[address] -= 1;
    options?.print?.(
      ok ? '✓ every promise' : '✗ the security headers: no Strict-Transport-Security',
    );
    return { ok };
  };
  return { asked, check };
}
const pauses: number[] = [];
const pause = async (ms: number) => void pauses.push(ms);
/** One watch, with the addresses given (the usual two), the failures given and the issues open. */
async function watched(
  broken: Record<string, number> = {},
  open: { number: number; title: string }[] = [],
  env: Record<string, string> = { WATCH_ADDRESSES: addresses },
) {
  const { calls, api } = fakeGitHub(open);
  const { asked, check } = checking(broken);
  return { code: await watch(env, check, api, pause), calls, asked };
}
beforeEach(() => {
  pauses.length = 0;
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

it('runs daily and installs nothing: the check needs Node alone', () => {
  const { on, jobs } = parse(readFileSync('.github/workflows/watch.yml', 'utf8'));
  expect(Object.keys(on)).toEqual(['schedule', 'workflow_dispatch']);
  expect(jobs.watch.steps.flatMap((step: { run?: string }) => step.run ?? [])).toEqual([
    'node scripts/watch.ts',
  ]);
  expect(jobs.watch.steps.at(-1).env.WATCH_ADDRESSES).toBe('${{ vars.WATCH_ADDRESSES }}');
});

it('does nothing without an address, and says so in one line', async () => {
  const { code, calls } = await watched({}, [], {});
  expect(code).toBe(0);
  expect(console.log).toHaveBeenCalledWith(
    expect.stringMatching(/^No live site to watch: set .*WATCH_ADDRESSES/),
  );
  expect(calls).toEqual([]);
});

it('checks every good address when a line is mistaken, and reports each mistake by its line', async () => {
  const { code, calls, asked } = await watched({}, [], {
    WATCH_ADDRESSES: `${addresses}# a note\nwww.formafit.app\nhttps://x.example ngnix`,
  });
  expect(code).toBe(1);
  expect(asked).toEqual(['https://www.formafit.app nginx', 'https://formafit.pages.dev']);
  const opened = JSON.parse(calls[1].slice(calls[1].indexOf('{')));
  expect(opened.title).toBe(title);
  expect(opened.body).toContain(
    '"www.formafit.app": "www.formafit.app" is no address: write it whole, as https://www.formafit.app',
  );
  expect(opened.body).toContain('"https://x.example ngnix": "ngnix" is no host\'s name');
  expect(opened.body).toMatch(/"ngnix" is no host's name: the names are apache, .*nginx/);
  expect(opened.body).toContain('Every promise holds on https://formafit.pages.dev');
  expect(opened.body).not.toContain('a note');
});

it('opens no issue for a failure that a second check, minutes later, does not confirm', async () => {
  const { code, calls, asked } = await watched({ 'https://formafit.pages.dev': 1 });
  expect(code).toBe(0);
  expect(pauses).toEqual([3 * 60_000]);
  expect(asked).toEqual([
    'https://www.formafit.app nginx',
    'https://formafit.pages.dev',
    'https://formafit.pages.dev',
  ]);
  expect(calls).toEqual([expect.stringMatching(/^GET \/search\/issues/)]);
});

it('opens one issue for a failure confirmed, found by the search API, and comments on it while it is open', async () => {
  const first = await watched({ 'https://formafit.pages.dev': 2 });
  expect(first.code).toBe(1);
  expect(first.calls).toEqual([
    `GET /search/issues?q=repo:owner/site is:issue is:open in:title "${title}"`,
    expect.stringMatching(/^POST \/issues /),
  ]);
  const opened = JSON.parse(first.calls[1].slice(first.calls[1].indexOf('{')));
  expect(opened.body).toContain('Broken on https://formafit.pages.dev, twice, 3 minutes apart');
  expect(opened.body).toContain('✗ the security headers: no Strict-Transport-Security');
  const again = await watched({ 'https://formafit.pages.dev': 2 }, [{ number: 7, title }]);
  expect(again.calls[1]).toMatch(/^POST \/issues\/7\/comments /);
});

it('once every promise holds again, says so on the open issue and closes it, and else stays quiet', async () => {
  const fixed = await watched({}, [{ number: 7, title }]);
  expect(fixed.code).toBe(0);
  expect(fixed.calls.slice(1)).toEqual([
    expect.stringMatching(/^POST \/issues\/7\/comments .*Every promise holds again/),
    'PATCH /issues/7 {"state":"closed"}',
  ]);
  const quiet = await watched({}, [{ number: 8, title: 'Another issue' }]);
  expect(quiet.calls).toHaveLength(1);
});
