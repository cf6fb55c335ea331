/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { filesFor, hosts, liveHeaders, pages, plan, previewName, staged } from './deploy.ts';
import { checks } from './promises.ts';

const secrets = {
  CLOUDFLARE_API_TOKEN: 'cf-token',
  CLOUDFLARE_ACCOUNT_ID: 'cf-account',
  CLOUDFLARE_PAGES_PROJECT: 'formafit',
  NETLIFY_AUTH_TOKEN: 'nf-token',
  NETLIFY_SITE_ID: 'nf-site',
  VERCEL_TOKEN: 'vc-token',
  VERCEL_ORG_ID: 'vc-org',
  VERCEL_PROJECT_ID: 'vc-project',
};
const preview = { production: false, branch: 'pr-42' };
const production = { production: true, branch: 'main' };

describe('plan', () => {
  it("deploys a pull request's preview with each vendor's own CLI, from the host's own copy", () => {
    const commands = Object.fromEntries(
      plan(secrets, preview, '/stage').map(({ key, command }) => [key, command]),
    );
    expect(commands.cloudflare).toEqual([
      'npx',
      '--yes',
      expect.stringMatching(/^wrangler@\d+\.\d+\.\d+$/),
      'pages',
      'deploy',
      join('/stage', 'cloudflare'),
      '--project-name=formafit',
      '--branch=pr-42',
      '--commit-dirty=true',
    ]);
    expect(commands.netlify).toEqual(
      expect.arrayContaining([
        'deploy',
        `--dir=${join('/stage', 'netlify')}`,
        '--site=nf-site',
        '--alias=pr-42',
      ]),
    );
    expect(commands.netlify).not.toContain('--prod');
    expect(commands.vercel).toEqual(
      expect.arrayContaining(['deploy', join('/stage', 'vercel'), '--token=vc-token']),
    );
    expect(commands.vercel).not.toContain('--prod');
  });

  it('deploys production from main', () => {
    const commands = Object.fromEntries(
      plan(secrets, production, '/stage').map(({ key, command }) => [key, command]),
    );
    expect(commands.cloudflare).toContain('--branch=main');
    expect(commands.netlify).toContain('--prod');
    expect(commands.vercel).toContain('--prod');
  });

  it('skips a host whose secrets are not set, with one line naming them, and deploys the rest', () => {
    const { NETLIFY_AUTH_TOKEN, ...withoutNetlify } = secrets;
    void NETLIFY_AUTH_TOKEN;
    const steps = plan(withoutNetlify, preview, '/stage');
    expect(steps.map(({ key, skipped }) => [key, skipped])).toEqual([
      ['cloudflare', undefined],
      ['netlify', "Netlify: skipped, the repository's secrets have no NETLIFY_AUTH_TOKEN."],
      ['vercel', undefined],
    ]);
    expect(plan({}, preview, '/stage').every((step) => step.skipped && !step.command)).toBe(true);
  });
});

describe('filesFor', () => {
  const out = [
    'index.html',
    '404.html',
    '_headers',
    'vercel.json',
    'firebase.json',
    'staticwebapp.config.json',
    '.htaccess',
    '.nojekyll',
    '_next/static/chunks/a.js',
  ];

  it(`gives each host the site and its own config, never another host's ${checks('noConfigServed')}`, () => {
    expect(filesFor(out, hosts.cloudflare)).toEqual([
      'index.html',
      '404.html',
      '_headers',
      '_next/static/chunks/a.js',
    ]);
    expect(filesFor(out, hosts.netlify)).toEqual(filesFor(out, hosts.cloudflare));
    expect(filesFor(out, hosts.vercel)).toEqual([
      'index.html',
      '404.html',
      'vercel.json',
      '_next/static/chunks/a.js',
    ]);
  });

  it('gives S3 no config at all: it would serve each as a file', () => {
    expect(filesFor(out, staged.cloudfront)).toEqual([
      'index.html',
      '404.html',
      '_next/static/chunks/a.js',
    ]);
    expect(filesFor(out, staged.firebase)).toContain('firebase.json');
    expect(filesFor(out, staged.azure)).toContain('staticwebapp.config.json');
  });

  it('gives GitHub Pages .nojekyll, which a branch deploy needs to keep _next/, and no config', () => {
    expect(filesFor(out, pages)).toEqual([
      'index.html',
      '404.html',
      '.nojekyll',
      '_next/static/chunks/a.js',
    ]);
  });
});

describe('the check of a deploy', () => {
  it("passes Vercel's Deployment Protection with the project's bypass secret, when it is set", () => {
    const env = { VERCEL_AUTOMATION_BYPASS_SECRET: 'bypass' };
    expect(liveHeaders('vercel', env)).toEqual({ 'x-vercel-protection-bypass': 'bypass' });
    expect(liveHeaders('vercel', {})).toEqual({});
    expect(liveHeaders('netlify', env)).toEqual({});
  });
});

describe('the deploy address in each CLI output', () => {
  it.each([
    [
      'cloudflare',
      '✨ Deployment complete! Take a peek over at https://4f2c1a.formafit.pages.dev',
      'https://4f2c1a.formafit.pages.dev',
    ],
    [
      'netlify',
      'Deploying…\n{ "site_id": "x", "deploy_url": "https://pr-42--formafit.netlify.app" }',
      'https://pr-42--formafit.netlify.app',
    ],
    [
      'vercel',
      'Inspect: https://vercel.com/x\nhttps://formafit-abc123.vercel.app',
      'https://formafit-abc123.vercel.app',
    ],
  ] as const)('%s', (key, output, address) => {
    expect(hosts[key].address(output)).toBe(address);
  });
});

it("names a pull request's preview after its number", () => {
  expect(previewName({ GITHUB_REF: 'refs/pull/42/merge', GITHUB_HEAD_REF: 'fix/x' })).toBe('pr-42');
  expect(previewName({ GITHUB_REF_NAME: 'Feature/New Copy' })).toBe('feature-new-copy');
});

describe('the workflow (.github/workflows/ci.yml)', () => {
  type Step = { uses?: string; run?: string; with?: Record<string, string>; env?: object };
  type Job = { needs?: string; if?: string; steps: Step[] };
  const workflow = parse(readFileSync(join(__dirname, '../.github/workflows/ci.yml'), 'utf8')) as {
    jobs: Record<string, Job>;
  };
  const { check, deploy, pages } = workflow.jobs;

  it('deploys only after the suite passed, the out/ that the suite tested', () => {
    expect(deploy.needs).toBe('check');
    const uploaded = check.steps.find((s) => s.with?.path === 'out/');
    const downloaded = deploy.steps.find((s) => s.uses?.startsWith('actions/download-artifact'));
    expect(uploaded?.with?.name).toBeTruthy();
    expect(downloaded?.with).toEqual({ name: uploaded?.with?.name, path: 'out' });
    expect(check.steps.findIndex((s) => s.run === 'npm run check')).toBeLessThan(
      check.steps.indexOf(uploaded as Step),
    );
  });

  it('runs nothing of its own but the pinned install and the deploy script, with every secret a host reads', () => {
    const runs = deploy.steps.filter((s) => s.run);
    expect(runs.map((s) => s.run)).toEqual([
      'npm ci --no-audit --no-fund --ignore-scripts',
      expect.stringMatching(/^node hosting\/deploy\.ts /),
    ]);
    const secrets = Object.values(hosts).flatMap((host) => host.secrets);
    expect(Object.keys(runs[1].env ?? {})).toEqual(expect.arrayContaining(secrets));
  });

  it("deploys GitHub Pages from main's tested out/, as the deploy stages it, then checks the live site", () => {
    expect(pages.needs).toBe('check');
    expect(pages.if).toContain("github.event_name == 'push'");
    const runs = pages.steps.map((s) => s.run ?? s.uses);
    expect(runs).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'actions/download-artifact@v4',
      'node hosting/deploy.ts --stage pages --into pages-site',
      'actions/configure-pages@v5',
      'actions/upload-pages-artifact@v4',
      'actions/deploy-pages@v4',
      'npm ci --no-audit --no-fund --ignore-scripts',
      'npm run verify -- "${{ steps.deployment.outputs.page_url }}" --host pages',
    ]);
    expect(pages.steps[5].with).toEqual({ path: 'pages-site' });
    expect(pages.steps[2].with).toEqual(deploy.steps.find((s) => s.with?.path === 'out')?.with);
  });
});
