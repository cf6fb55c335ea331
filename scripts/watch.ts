#!/usr/bin/env node
// The live site, watched: npm run verify on each production address the repository names, every
// day and by hand (.github/workflows/watch.yml), because hosts change after a deploy: a platform
// update drops a header, a certificate lapses, a CDN rule is edited by hand. The addresses are the
// repository variable WATCH_ADDRESSES, one a line, each with the host's name where its domain does
// not say it (docs/deploy.md, "Watch the live site"):
//   https://www.formafit.app nginx
// Each line is checked on its own, at once, and a line that is no address or names no host is
// reported by name. A broken address is checked again a few minutes later, and only a second
// failure counts, as an uptime monitor confirms one: then one issue is opened, or commented on while
// it is open; once every promise holds again, a comment says so and closes it.
import { github } from '../lib/node/github.ts';
import { hostKeys, hostNamed, type HostKey } from '../hosting/hosts/index.ts';
import { verify } from '../hosting/verify.ts';

type Env = Record<string, string | undefined>;
type Entry = { line: string; address: string; host: HostKey | null; mistake?: string };

export const title = 'The live site breaks a promise';

/** The addresses to watch, as WATCH_ADDRESSES names them, each line's mistake said. */
const addressesOf = (text = ''): Entry[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [address, name] = line.split(/\s+/);
      const host = name === undefined ? null : hostNamed(name);
      const mistake =
        !/^https?:\/\/[^/]/.test(address) || !URL.canParse(address)
          ? `"${address}" is no address: write it whole, as https://${address.replace(/^\w+:\/*/, '')}`
          : name !== undefined && !host
            ? `"${name}" is no host's name: the names are ${hostKeys.join(', ')}`
            : undefined;
      return { line, address, host, mistake };
    });

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Verifies every address, confirms a failure once, and reports what broke, or that it holds again. */
export async function watch(env: Env, check = verify, calls = github(env), pause = wait) {
  const entries = addressesOf(env.WATCH_ADDRESSES);
  if (!entries.length) {
    console.log(
      'No live site to watch: set the repository variable WATCH_ADDRESSES (docs/deploy.md).',
    );
    return 0;
  }
  const verified = (entry: Entry) => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    return check(entry.address, { host: entry.host, print }).then(({ ok }) => ({ ok, printed }));
  };
  const checkable = entries.filter((entry) => !entry.mistake);
  const first = await Promise.all(checkable.map(verified));
  const failed = checkable.filter((_, i) => !first[i].ok);
  const minutes = Number(env.WATCH_CONFIRM_MINUTES ?? 3);
  if (failed.length) {
    console.log(
      `${failed.length} broken: checked again in ${minutes} minutes, before it is reported.`,
    );
    await pause(minutes * 60_000);
  }
  const again = new Map(failed.map((entry) => [entry, verified(entry)]));
  const reports: string[] = [];
  let broken = false;
  for (const entry of entries) {
    if (entry.mistake) {
      broken = true;
      reports.push(
        `WATCH_ADDRESSES has a line that is not checked, "${entry.line}": ${entry.mistake}.`,
      );
      continue;
    }
    const { ok, printed } = (await again.get(entry)) ?? first[checkable.indexOf(entry)];
    broken ||= !ok;
    const said = ok
      ? again.has(entry)
        ? `Every promise holds on ${entry.address}, on a second try ${minutes} minutes after a first that failed`
        : `Every promise holds on ${entry.address}`
      : `Broken on ${entry.address}, twice, ${minutes} minutes apart`;
    reports.push(`${said}:\n\n\`\`\`\n${printed.join('\n')}\n\`\`\``);
  }
  console.log(reports.join('\n\n'));
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
