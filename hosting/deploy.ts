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
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { filesUnder } from '../lib/node/files.ts';
import { run } from '../lib/node/run.ts';
import type { HostName } from './promises.ts';
import { hostConfigFiles } from './render.ts';
import { verify } from './verify.ts';

/**
 * The version of a package this project pins (package.json), so the deploy uses what was tested.
 */
const pinned = (name: string) => {
  const json = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(json.devDependencies[name]).replace(/^[~^]/, '');
};

/** The CLIs' versions, pinned here; Renovate keeps them current (renovate.json, customManagers). */
const cli = {
  wrangler: `wrangler@${pinned('wrangler')}`,
  netlify: 'netlify-cli@27.10.2',
  vercel: 'vercel@64.0.2',
};

/** Every host's config the build writes into out/: a host gets its own, and no other. */
const hostConfigs: readonly string[] = Object.keys(hostConfigFiles);

/** What of out/ a host reads as its config. */
type Receives = { configs: readonly string[] };

/** Where to deploy: a pull request's preview (named after its branch) or production. */
type Target = { production: boolean; branch: string };

type Host = {
  name: string;
  /** what the repository's secrets must hold */
  secrets: string[];
  /** the host configs of out/ it reads */
  configs: string[];
  command(dir: string, target: Target, env: Record<string, string | undefined>): string[];
  /** the deploy's address, in the CLI's output */
  address(output: string): string | null;
};

export const hosts: Record<'cloudflare' | 'netlify' | 'vercel', Host> = {
  cloudflare: {
    name: 'Cloudflare Pages',
    secrets: ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT'],
    configs: ['_headers'],
    // Pages makes the production branch's deploy production, and any other branch a preview.
    command: (dir, { production, branch }, env) => [
      'npx',
      '--yes',
      cli.wrangler,
      'pages',
      'deploy',
      dir,
      `--project-name=${env.CLOUDFLARE_PAGES_PROJECT}`,
      `--branch=${production ? 'main' : branch}`,
      '--commit-dirty=true',
    ],
    address: (output) => /https:\/\/\S+\.pages\.dev\S*/.exec(output)?.[0] ?? null,
  },
  netlify: {
    name: 'Netlify',
    secrets: ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID'],
    configs: ['_headers'],
    command: (dir, { production, branch }, env) => [
      'npx',
      '--yes',
      cli.netlify,
      'deploy',
      `--dir=${dir}`,
      `--site=${env.NETLIFY_SITE_ID}`,
      '--json',
      // Since netlify-cli 21, deploy runs the site's build first; out/ is already built and tested.
      '--no-build',
      ...(production ? ['--prod'] : [`--alias=${branch}`]),
    ],
    address: (output) => {
      try {
        const json = JSON.parse(output.slice(output.indexOf('{')));
        return json.deploy_url ?? json.url ?? null;
      } catch {
        return null;
      }
    },
  },
  vercel: {
    name: 'Vercel',
    secrets: ['VERCEL_TOKEN', 'VERCEL_ORG_ID', 'VERCEL_PROJECT_ID'],
    configs: ['vercel.json'],
    command: (dir, { production }, env) => [
      'npx',
      '--yes',
      cli.vercel,
      'deploy',
      dir,
      `--token=${env.VERCEL_TOKEN}`,
      '--yes',
      ...(production ? ['--prod'] : []),
    ],
    address: (output) => /https:\/\/\S+\.vercel\.app\S*/.exec(output)?.[0] ?? null,
  },
};

/**
 * What each host receives, for a deploy this script does not make itself (--stage): GitHub Pages,
 * which its own job of the workflow deploys, and the hosts deployed by hand (docs/deploy.md). nginx
 * and Apache take out/ as it is, and answer every other host's config with 404.
 */
export const staged = {
  ...hosts,
  // .nojekyll: a deploy from a branch runs Jekyll, which would leave _next/ out.
  pages: { name: 'GitHub Pages', configs: ['.nojekyll'] },
  // firebase deploy reads firebase.json from the folder, and its ignore list leaves it out.
  firebase: { name: 'Firebase Hosting', configs: ['firebase.json'] },
  azure: { name: 'Azure Static Web Apps', configs: ['staticwebapp.config.json'] },
  // S3 serves every file it holds: no config may go there.
  cloudfront: { name: 'S3 + CloudFront', configs: [] },
} satisfies Record<string, Receives & { name: string }>;

export const pages = staged.pages;

/**
 * What a host receives of out/: every file of the site, and of the host configs only its own.
 *
 * @param files out/'s files
 */
export const filesFor = (files: string[], host: Receives) =>
  files.filter((file) => !hostConfigs.includes(file) || host.configs.includes(file));

/**
 * Copies out/ to dir as the host receives it (filesFor): what the deploy sends, and what the local
 * Cloudflare runtime serves (hosting/local/wrangler.ts).
 */
export function stageFor(out: string, dir: string, host: Receives) {
  cpSync(out, dir, {
    recursive: true,
    filter: (source) => {
      const file = relative(out, source).split(sep).join('/');
      return file === '' || filesFor([file], host).length === 1;
    },
  });
}

/**
 * Each host's deploy, or why it is skipped.
 *
 * @param dir where the host's copy of out/ is staged
 */
export function plan(env: Record<string, string | undefined>, target: Target, dir: string) {
  return Object.entries(hosts).map(([key, host]) => {
    const missing = host.secrets.filter((name) => !env[name]);
    return missing.length
      ? {
          key,
          host,
          skipped: `${host.name}: skipped, the repository's secrets have no ${missing.join(', ')}.`,
        }
      : { key, host, command: host.command(join(dir, key), target, env) };
  });
}

/**
 * What the check of a deploy sends with each request: Vercel keeps its previews behind a login,
 * unless the request carries the project's bypass secret (Deployment Protection, "Protection
 * Bypass for Automation").
 */
export function liveHeaders(
  key: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const bypass = env.VERCEL_AUTOMATION_BYPASS_SECRET;
  return key === 'vercel' && bypass ? { 'x-vercel-protection-bypass': bypass } : {};
}

/** A pull request's preview is named after its number, or else its branch. */
export function previewName(env: Record<string, string | undefined>) {
  const pr = /^refs\/pull\/(\d+)\//.exec(env.GITHUB_REF ?? '')?.[1];
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || 'preview';
  return pr ? `pr-${pr}` : branch.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
}

/** A command as a person would type it, secrets hidden. */
const shown = (command: string[]) =>
  command
    .map((part) => part.replace(/^(--token=).+/, '$1…').replace(/^(--site=).+/, '$1…'))
    .join(' ');

function notice(text: string) {
  if (process.env.GITHUB_ACTIONS === 'true') console.log(`::notice title=Deploy::${text}`);
  else console.log(text);
}

/** Posts, or updates, the pull request's one comment that lists its preview addresses. */
async function commentOnPullRequest(previews: { name: string; address: string }[]) {
  const {
    GITHUB_TOKEN,
    GITHUB_REPOSITORY,
    GITHUB_API_URL = 'https://api.github.com',
  } = process.env;
  const pr = /^refs\/pull\/(\d+)\//.exec(process.env.GITHUB_REF ?? '')?.[1];
  if (!GITHUB_TOKEN || !GITHUB_REPOSITORY || !pr || previews.length === 0) return;
  const marker = '<!-- preview deploys -->';
  const body = [
    marker,
    '**Preview of this pull request**, built and tested by CI:',
    '',
    ...previews.map(({ name, address }) => `- ${name}: ${address}`),
  ].join('\n');
  const api = `${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/issues`;
  const headers = {
    authorization: `Bearer ${GITHUB_TOKEN}`,
    accept: 'application/vnd.github+json',
  };
  const comments = await (await fetch(`${api}/${pr}/comments?per_page=100`, { headers })).json();
  const own = Array.isArray(comments)
    ? comments.find((c: { body?: string }) => c.body?.startsWith(marker))
    : undefined;
  const response = await fetch(own ? `${api}/comments/${own.id}` : `${api}/${pr}/comments`, {
    method: own ? 'PATCH' : 'POST',
    headers,
    body: JSON.stringify({ body }),
  });
  if (!response.ok)
    notice(`The previews could not be posted on the pull request (${response.status}).`);
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
    const host = Object.hasOwn(staged, values.stage)
      ? staged[values.stage as keyof typeof staged]
      : null;
    if (!host || !values.into) {
      console.error(
        `--stage takes one of ${Object.keys(staged).join(', ')}, and --into the folder to write`,
      );
      process.exit(2);
    }
    stageFor(out, values.into, host);
    console.log(`${values.into}/: what ${host.name} receives of ${out}/.`);
    return;
  }
  const target = { production: values.production, branch: previewName(process.env) };
  const stage = mkdtempSync(join(tmpdir(), 'deploy-'));
  const files = filesUnder(out);
  const previews: { name: string; address: string }[] = [];
  let failed = false;
  console.log(
    `Deploying ${out}/ to ${target.production ? 'production' : `the preview "${target.branch}"`}${values['dry-run'] ? ' (dry run: nothing is sent)' : ''}.`,
  );
  for (const step of plan(process.env, target, stage)) {
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
    const result = run(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = String(result.stdout ?? '');
    process.stdout.write(output);
    const address = result.status === 0 ? step.host.address(output) : null;
    if (result.status !== 0) {
      failed = true;
      console.error(`${step.host.name}: the deploy failed (exit ${result.status}).`);
      continue;
    }
    if (!address) {
      failed = true;
      console.error(`${step.host.name}: the deploy printed no address to check.`);
      continue;
    }
    previews.push({ name: step.host.name, address });
    console.log(`\n${step.host.name}: the site at ${address}, against every promise`);
    const checked = await verify(address, {
      host: step.key as HostName,
      headers: liveHeaders(step.key, process.env),
    });
    if (!checked.ok) failed = true;
  }
  rmSync(stage, { recursive: true, force: true });
  // The run's summary page on GitHub lists the addresses too.
  if (previews.length && process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(
      process.env.GITHUB_STEP_SUMMARY,
      `${previews.map((p) => `- ${p.name}: ${p.address}`).join('\n')}\n`,
    );
  if (!target.production) await commentOnPullRequest(previews);
  process.exit(failed ? 1 : 0);
}

if (import.meta.main) main();
