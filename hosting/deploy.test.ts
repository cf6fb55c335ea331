/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { withScratch } from '../lib/node/files.ts';
import { run } from '../lib/node/run.ts';
import { plan, previewName } from './deploy.ts';
import type { Env, Host } from './host.ts';
import { configFiles, hosts, type HostKey } from './hosts/index.ts';

const deploying = Object.entries(hosts).filter(([, host]: [string, Host]) => host.deploy);
const secrets = Object.fromEntries(
  deploying.flatMap(([, host]) =>
    host.deploy!.secrets.map((name) => [name, `${name.toLowerCase()}-value`]),
  ),
);

describe('plan', () => {
  it("deploys each host with its own CLI, from the host's own copy of out/", () => {
    const steps = plan(secrets, { production: false, branch: 'pr-42' }, '/stage');
    expect(steps.map((step) => step.key)).toEqual(deploying.map(([key]) => key));
    for (const step of steps) expect(step.command?.join(' ')).toContain(join('/stage', step.key));
  });

  it('skips a host whose secrets are not set, with one line naming them, and deploys the rest', () => {
    const [[first, host]] = deploying;
    const [missing] = host.deploy!.secrets;
    const steps = plan({ ...secrets, [missing]: '' }, { production: false, branch: 'x' }, '/stage');
    expect(steps.find((step) => step.key === first)).toMatchObject({
      skipped: `${host.name}: skipped, the repository's secrets have no ${missing}.`,
    });
    expect(steps.filter((step) => step.command)).toHaveLength(deploying.length - 1);
    for (const step of plan({}, { production: true, branch: 'main' }, '/stage'))
      expect([!!step.skipped, step.command]).toEqual([true, undefined]);
  });
});

// Each host's own CLI: the words a preview and production need, and the address it prints.
// prettier-ignore
const commands: [HostKey, Env, preview: string[], production: string, output: string, address: string][] = [
  ['cloudflare', { CLOUDFLARE_PAGES_PROJECT: 'formafit' }, ['pages', 'deploy', '/stage', '--project-name=formafit', '--branch=pr-42'], '--branch=main',
    'Deployment complete! Take a peek over at https://4f2c1a.formafit.pages.dev', 'https://4f2c1a.formafit.pages.dev'],
  ['netlify', { NETLIFY_SITE_ID: 'nf-site' }, ['deploy', '--dir=/stage', '--site=nf-site', '--no-build', '--alias=pr-42'], '--prod',
    'Deploying…\n{ "site_id": "x", "deploy_url": "https://pr-42--formafit.netlify.app" }', 'https://pr-42--formafit.netlify.app'],
  ['vercel', { VERCEL_TOKEN: 'vc-token' }, ['deploy', '/stage', '--token=vc-token'], '--prod',
    'Inspect: https://vercel.com/x\nhttps://formafit-abc123.vercel.app', 'https://formafit-abc123.vercel.app'],
];

it.each(commands)(
  '%s deploys a preview and production with its CLI, and finds the address',
  (key, env, preview, production, output, address) => {
    const command = (production: boolean) =>
      hosts[key].deploy!.command('/stage', { production, branch: 'pr-42' }, env);
    expect(command(false)).toEqual(expect.arrayContaining(preview));
    expect([command(false).includes(production), command(true).includes(production)]).toEqual([
      false,
      true,
    ]);
    expect(hosts[key].deploy!.address(output)).toBe(address);
  },
);

it("deploys with the wrangler whose runtime the tests ran, and passes Vercel's preview protection", () => {
  const command = hosts.cloudflare.deploy!.command(
    '/stage',
    { production: true, branch: 'main' },
    {},
  );
  expect(command).toContain(hosts.cloudflare.runtime!.tool!.package);
  const bypass = hosts.vercel.deploy!.headers!;
  expect([bypass({ VERCEL_AUTOMATION_BYPASS_SECRET: 'b' }), bypass({})]).toEqual([
    { 'x-vercel-protection-bypass': 'b' },
    {},
  ]);
});

it("names a pull request's preview after its number", () => {
  expect(previewName({ GITHUB_REF: 'refs/pull/42/merge', GITHUB_HEAD_REF: 'fix/x' })).toBe('pr-42');
  expect(previewName({ GITHUB_REF_NAME: 'Feature/New Copy' })).toBe('feature-new-copy');
});

it('a dry run lists what each host would receive: the site and its own config, nothing else', () =>
  withScratch('out', (out) => {
    mkdirSync(join(out, '_next'));
    for (const file of ['index.html', '404.html', '_next/a.js', ...configFiles])
      writeFileSync(join(out, file), '');
    const dry = run('node', ['hosting/deploy.ts', '--dry-run', '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: '' },
    });
    expect(dry.stderr).toBe('');
    expect(dry.status).toBe(0);
    for (const [, host] of deploying) {
      const listed = new RegExp(`^${host.name} receives \\d+ files:\\n((?: {2}.+\\n)+)`, 'm').exec(
        String(dry.stdout),
      )?.[1];
      expect(listed?.trim().split(/\s+/).sort()).toEqual(
        ['404.html', '_next/a.js', 'index.html', ...Object.keys(host.configs ?? {})].sort(),
      );
    }
    expect(dry.stdout).toContain("skipped, the repository's secrets have no");
  }));

describe('the workflow (.github/workflows/ci.yml)', () => {
  type Strings = Record<string, string>;
  type Step = { uses?: string; run?: string; with?: Strings; env?: Strings };
  type Job = { needs?: string; if?: string; steps: Step[] };
  const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
    jobs: Record<string, Job>;
  };
  const { check, deploy, pages } = workflow.jobs;

  it('deploys only after the suite passed, the out/ that the suite tested', () => {
    expect(deploy.needs).toBe('check');
    const uploaded = check.steps.find((s) => s.with?.path === 'out/');
    const downloaded = deploy.steps.find((s) => s.uses?.startsWith('actions/download-artifact'));
    expect(uploaded?.with?.name).toBeTruthy();
    expect(downloaded?.with).toEqual({ name: uploaded?.with?.name, path: 'out' });
  });

  it("installs nothing and runs nothing of its own but the deploy script, which reads every host's secrets", () => {
    const runs = deploy.steps.filter((s) => s.run);
    expect(runs.map((s) => s.run)).toEqual([expect.stringMatching(/^node hosting\/deploy\.ts /)]);
    expect(runs[0].env?.SECRETS).toBe('${{ toJSON(secrets) }}');
  });

  it("deploys GitHub Pages from main's tested out/, as the deploy stages it, then checks the live site", () => {
    expect(pages.needs).toBe('check');
    expect(pages.if).toContain("github.event_name == 'push'");
    expect(pages.steps.map((s) => s.run ?? s.uses)).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'actions/download-artifact@v4',
      'node hosting/deploy.ts --stage github-pages --into pages-site',
      'actions/configure-pages@v5',
      'actions/upload-pages-artifact@v4',
      'actions/deploy-pages@v4',
      'npm run verify -- "${{ steps.deployment.outputs.page_url }}" --host github-pages --build pages-site',
    ]);
    expect(pages.steps[5].with).toEqual({ path: 'pages-site' });
    expect(pages.steps[2].with).toEqual(deploy.steps.find((s) => s.with?.path === 'out')?.with);
  });
});
