#!/usr/bin/env node
// Installs the newest Next canary over the pinned release, with the @next/mdx and
// eslint-config-next of the same version where the registry has them (otherwise the pinned ones
// stay), without touching package.json or the lockfile. The weekly canary workflow
// (.github/workflows/next-canary.yml) runs it before the fixtures' capture and the whole suite, so
// that a release that breaks an assumption of the build (build-steps/next-assumptions.ts) is seen
// before it arrives. Run it by hand in a clone, never in the tree you commit from:
//   node scripts/next-canary.ts [--version 16.5.0-canary.38]
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';
import { root, run } from '../lib/node/run.ts';

const { values } = parseArgs({ options: { version: { type: 'string' } } });

const npmView = (...args: string[]) =>
  run('npm', ['view', ...args], { cwd: root, encoding: 'utf8' });

/** The version the registry serves for a package and tag or version, or null. */
function published(name: string, wanted: string): string | null {
  const result = npmView(`${name}@${wanted}`, 'version', '--json');
  if (result.status !== 0) return null;
  const version = JSON.parse(String(result.stdout || 'null'));
  // A range matching several versions lists them all: the newest is last.
  return Array.isArray(version) ? (version.at(-1) ?? null) : version;
}

/**
 * The newest canary: the registry's canary tag, or, on a mirror that keeps only `latest`, the
 * highest -canary version it lists.
 */
function newestCanary(): string | null {
  const tagged = published('next', 'canary');
  if (tagged) return tagged;
  const listed = npmView('next', 'versions', '--json');
  if (listed.status !== 0) return null;
  const canaries = (JSON.parse(String(listed.stdout)) as string[]).filter((v) =>
    /-canary\.\d+$/.test(v),
  );
  return canaries.sort(semver.compare).at(-1) ?? null;
}

const next = values.version ?? newestCanary();
if (!next) {
  console.error('next-canary: the registry serves no next@canary.');
  process.exit(1);
}
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const set = ['@next/mdx', 'eslint-config-next'].map((name) => {
  const same = published(name, next);
  const version: string = same ?? pinned.dependencies[name] ?? pinned.devDependencies[name];
  return { name, version, matched: same !== null };
});

const install = [`next@${next}`, ...set.map(({ name, version }) => `${name}@${version}`)];
console.log(`next-canary: npm install --no-save ${install.join(' ')}`);
const installed = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...install], {
  cwd: root,
  stdio: 'inherit',
});
if (installed.status !== 0) process.exit(installed.status ?? 1);

const lines = [
  `next ${next}`,
  ...set.map(
    ({ name, version, matched }) =>
      `${name} ${version}${matched ? '' : ` (no ${next} build: the pinned one)`}`,
  ),
];
console.log(lines.join('\n'));
// On GitHub Actions, the run's summary and the step's outputs say what was tried.
if (process.env.GITHUB_STEP_SUMMARY)
  appendFileSync(
    process.env.GITHUB_STEP_SUMMARY,
    `Tried:\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`,
  );
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `next=${next}\n`);
