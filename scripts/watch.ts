#!/usr/bin/env node
// The live site, watched: npm run verify on each production address the repository names, every
// day and by hand (.github/workflows/watch.yml), because hosts change after a deploy: a platform
// update drops a header, a certificate lapses, a CDN rule is edited by hand. A broken promise opens
// one issue, or comments on it while it is open; once every promise holds again, a comment says so
// and closes it. The addresses are the repository variable WATCH_ADDRESSES, one a line, each with
// the host's name where its domain does not say it (docs/deploy.md, "Watch the live site"):
//   https://www.formafit.app nginx
import { verify } from '../hosting/verify.ts';
import type { HostKey } from '../hosting/promises.ts';
import { github } from './github.ts';

type Env = Record<string, string | undefined>;

export const title = 'The live site breaks a promise';

/** The addresses to watch, as WATCH_ADDRESSES names them. */
export const addressesOf = (text = '') =>
  text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([address]) => address)
    .map(([address, host]) => ({ address, host: (host as HostKey | undefined) ?? null }));

/** Verifies every address, and reports what broke, or that it holds again, in one issue. */
export async function watch(env: Env, check = verify, calls = github(env)) {
  const addresses = addressesOf(env.WATCH_ADDRESSES);
  if (!addresses.length) {
    console.log(
      'No live site to watch: set the repository variable WATCH_ADDRESSES (docs/deploy.md).',
    );
    return 0;
  }
  const reports: string[] = [];
  let broken = false;
  for (const { address, host } of addresses) {
    const printed: string[] = [];
    const { ok } = await check(address, { host, print: (line) => printed.push(line) });
    console.log(printed.join('\n'));
    broken ||= !ok;
    reports.push(
      `${ok ? 'Every promise holds' : 'Broken'} on ${address}:\n\n\`\`\`\n${printed.join('\n')}\n\`\`\``,
    );
  }
  const run = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
  const body = `${reports.join('\n\n')}\n\nChecked by ${run}`;
  const done = broken
    ? await calls?.report(
        title,
        `npm run verify finds a promise broken on the live site.\n\n${body}`,
      )
    : await calls?.resolve(title, `Every promise holds again.\n\n${body}`);
  console.log(`${title}: ${done ?? 'no repository to report to'}.`);
  return broken ? 1 : 0;
}

if (import.meta.main) watch(process.env).then((code) => process.exit(code));
