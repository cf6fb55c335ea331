#!/usr/bin/env node
// Deploys the exact out/ that passed the suite to every host whose secrets are set, with each
// vendor's own CLI: a preview for a pull request, production from main (.github/workflows/ci.yml
// calls this, and only this). A host whose secrets are not set is skipped with a one-line notice.
// Each host receives the site and its own config, never another host's (which it would serve as a
// file) and never a test report.
//   node hosting/deploy.ts [--production] [--dry-run] [--out out]
//   node hosting/deploy.ts --stage HOST --into DIR [--out out]
// --dry-run lists what each host would receive and the command that would send it, and sends
// nothing. On GitHub Actions the preview addresses are posted on the pull request, and each deploy
// is checked at its address against every promise (hosting/verify.ts): a broken one fails the job.
// --stage copies what one host receives into DIR, for a deploy this script does not make itself:
// GitHub Pages, whose workflow job uploads that folder with GitHub's own actions, and a deploy by
// hand (docs/deploy.md).
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { filesUnder } from '../lib/node/files.ts';
import { github } from '../lib/node/github.ts';
import { run } from '../lib/node/run.ts';
import type { Env, Host } from './host.ts';
import { filesFor, hostKeys, hostNamed, hosts, stageFor, type HostKey } from './hosts/index.ts';
import { verify } from './verify.ts';

/** Where to deploy: a pull request's preview (named after its branch) or production. */
type Target = { production: boolean; branch: string };
type Step = { key: HostKey; host: Host; command?: string[]; skipped?: string };

// Each host's deploy that this script makes (its module's `deploy`) from its copy of out/ staged
// in `dir`, or why it is skipped.
export function plan(env: Env, target: Target, dir: string): Step[] {
  return hostKeys.flatMap((key): Step | [] => {
    const host = hosts[key];
    if (!host.deploy) return [];
    const missing = host.deploy.secrets.filter((name) => !env[name]);
    const skipped = `${host.name}: skipped, the repository's secrets have no ${missing.join(', ')}.`;
    if (missing.length) return { key, host, skipped };
    return { key, host, command: host.deploy.command(join(dir, key), target, env) };
  });
}

const pullRequest = (env: Env) => /^refs\/pull\/(\d+)\//.exec(env.GITHUB_REF ?? '')?.[1];

/** A pull request's preview is named after its number, or else its branch. */
export function previewName(env: Env) {
  const pr = pullRequest(env);
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || 'preview';
  return pr ? `pr-${pr}` : branch.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
}

/** A command as a person would type it, secrets hidden. */
const shown = (command: string[]) =>
  command.map((part) => part.replace(/^(--token=|--site=).+/, '$1…')).join(' ');

const notice = (text: string) =>
  console.log(process.env.GITHUB_ACTIONS === 'true' ? `::notice title=Deploy::${text}` : text);

/** Posts, or updates, the pull request's one comment that lists its preview addresses. */
async function commentOnPullRequest(list: string[], env: Env) {
  const pr = pullRequest(env);
  const calls = github(env);
  if (!calls || !pr || list.length === 0) return;
  const body = ['**Preview of this pull request**, built and tested by CI:', '', ...list];
  await calls
    .comment(pr, '<!-- preview deploys -->', body.join('\n'))
    .catch((error: Error) =>
      notice(`The previews could not be posted on the pull request (${error.message}).`),
    );
}

async function main() {
  const { values } = parseArgs({
    options: {
      production: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      out: { type: 'string', default: 'out' },
      stage: { type: 'string' },
      into: { type: 'string' },
    },
  });
  const out = values.out;
  if (!existsSync(join(out, 'index.html'))) {
    console.error(`There is no site in ${out}/ to deploy: run npm run build first.`);
    process.exit(1);
  }
  if (values.stage !== undefined) {
    const key = hostNamed(values.stage);
    const host = key && hosts[key];
    if (!host || !values.into) {
      console.error(`--stage takes one of ${hostKeys.join(', ')}, and --into the folder to write`);
      process.exit(2);
    }
    stageFor(out, values.into, host);
    console.log(`${values.into}/: what ${host.name} receives of ${out}/.`);
    return;
  }
  // On GitHub Actions the repository's secrets come as one JSON object: no workflow names a host's.
  const env: Env = { ...process.env, ...JSON.parse(process.env.SECRETS || '{}') };
  const target = { production: values.production, branch: previewName(env) };
  const stage = mkdtempSync(join(tmpdir(), 'deploy-'));
  const files = filesUnder(out);
  const previews: string[] = [];
  let failed = false;
  console.log(
    `Deploying ${out}/ to ${target.production ? 'production' : `the preview "${target.branch}"`}${values['dry-run'] ? ' (dry run: nothing is sent)' : ''}.`,
  );
  for (const step of plan(env, target, stage)) {
    const received = filesFor(files, step.host);
    if (values['dry-run']) {
      console.log(`\n${step.host.name} receives ${received.length} files:`);
      for (const file of received) console.log(`  ${file}`);
      console.log(step.command ? `with: ${shown(step.command)}` : step.skipped);
      continue;
    }
    if (!step.command) {
      notice(step.skipped as string);
      continue;
    }
    stageFor(out, join(stage, step.key), step.host);
    console.log(`\n${step.host.name}: ${shown(step.command)}`);
    const [command, ...args] = step.command;
    const result = run(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const output = String(result.stdout ?? '');
    process.stdout.write(output);
    const address = result.status === 0 ? step.host.deploy!.address(output) : null;
    if (!address) {
      failed = true;
      console.error(
        result.status === 0
          ? `${step.host.name}: the deploy printed no address to check.`
          : `${step.host.name}: the deploy failed (exit ${result.status}).`,
      );
      continue;
    }
    previews.push(`- ${step.host.name}: ${address}`);
    console.log(`\n${step.host.name}: the site at ${address}, against every promise`);
    const checked = await verify(address, {
      host: step.key,
      headers: step.host.deploy!.headers?.(env),
      build: join(stage, step.key),
      preview: !target.production,
    });
    failed ||= !checked.ok;
  }
  rmSync(stage, { recursive: true, force: true });
  // The run's summary page on GitHub lists the addresses too.
  if (previews.length && process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${previews.join('\n')}\n`);
  if (!target.production) await commentOnPullRequest(previews, env);
  process.exit(failed ? 1 : 0);
}

if (import.meta.main) main();
