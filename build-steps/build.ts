#!/usr/bin/env node
// npm run build, after the Node check: the steps that make out/, in order, written once (the
// reproducibility check, the fixtures' capture and the bench run them from here too).
//   node build-steps/build.ts [--tracking-url "https://…/click"]
// --tracking-url builds with another tracker (lib/site.ts reads TRACKING_URL), in every shell alike.
import type { StdioOptions } from 'node:child_process';
import { parseArgs } from 'node:util';
import { root, runSteps } from '../lib/node/run.ts';

export const buildSteps = [
  // The editors' mistakes come first, in their own words, before the framework's.
  { name: 'check the legal text', program: 'node', args: ['build-steps/check-mdx.ts'] },
  { name: 'check the landing copy', program: 'node', args: ['build-steps/check-copy.ts'] },
  { name: 'export the site', program: 'next', args: ['build'] },
  { name: 'post-build', program: 'node', args: ['build-steps/postbuild.ts'] },
] as const;

export type BuildStep = (typeof buildSteps)[number]['name'];

/** Runs the steps (or those `only` names) in order in `cwd`; false at the first that fails. */
export function build({
  cwd = root,
  only,
  stdio = 'inherit',
}: { cwd?: string; only?: readonly BuildStep[]; stdio?: StdioOptions } = {}) {
  const steps = buildSteps
    .filter((step) => !only || only.includes(step.name))
    .map((step) => ({ ...step, env: { NEXT_TELEMETRY_DISABLED: '1' } }));
  return runSteps(steps, { cwd, stdio }).status === 0;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'tracking-url': { type: 'string' } } });
  if (values['tracking-url']) process.env.TRACKING_URL = values['tracking-url'];
  process.exit(build() ? 0 : 1);
}
