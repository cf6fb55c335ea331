#!/usr/bin/env node
// The vendors' own emulators the host tests run Firebase Hosting and Azure Static Web Apps in.
// Together they are about 450 MB, more than the rest of node_modules, so `npm install` does not
// fetch them: `npm run hosts:fetch` does, at the versions pinned here (Renovate keeps them
// current), into node_modules/.cache/host-tools/, with install scripts off. CI fetches them
// before the suite (.ci/run); on a laptop without them, npm test skips those hosts and says so.
//   node hosting/local/host-tools.ts [firebase] [azure]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from '../../lib/node/run.ts';

export const hostTools = {
  firebase: {
    name: 'Firebase Hosting emulator',
    package: 'firebase-tools@15.34.2',
    bin: 'firebase',
  },
  azure: {
    name: 'Azure Static Web Apps emulator',
    package: '@azure/static-web-apps-cli@2.0.10',
    bin: 'swa',
  },
} as const;

export type HostTool = keyof typeof hostTools;

const folder = (tool: HostTool) =>
  join(root, 'node_modules', '.cache', 'host-tools', hostTools[tool].package.replace('/', '+'));

/** The JavaScript file of a fetched tool's command, or null when it has not been fetched. */
export function hostToolBin(tool: HostTool): string | null {
  const { package: spec, bin } = hostTools[tool];
  const name = spec.slice(0, spec.lastIndexOf('@'));
  const manifest = join(folder(tool), 'node_modules', ...name.split('/'), 'package.json');
  if (!existsSync(manifest)) return null;
  const { version, bin: bins } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (`${name}@${version}` !== spec) return null;
  const file = typeof bins === 'string' ? bins : bins?.[bin];
  return file ? join(manifest, '..', file) : null;
}

/** The one sentence a host test run says when a tool is missing. */
export const howToFetch = (tool: HostTool) =>
  `The ${hostTools[tool].name} is not fetched: \`npm run hosts:fetch\` fetches it (${hostTools[tool].package}).`;

/** Fetches a tool at its pinned version, with install scripts off; true when it is there. */
export function fetchHostTool(tool: HostTool): boolean {
  if (hostToolBin(tool)) return true;
  const dir = folder(tool);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  const result = run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      hostTools[tool].package,
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  return result.status === 0 && hostToolBin(tool) !== null;
}

if (import.meta.main) {
  const asked = process.argv.slice(2) as HostTool[];
  const tools = asked.length ? asked : (Object.keys(hostTools) as HostTool[]);
  const failed = tools.filter((tool) => {
    if (!(tool in hostTools))
      throw new Error(`No host tool ${tool}: ${Object.keys(hostTools).join(', ')}`);
    console.log(`hosts:fetch: ${hostTools[tool].package}`);
    return !fetchHostTool(tool);
  });
  process.exit(failed.length ? 1 : 0);
}
