#!/usr/bin/env node
// Stops every command that builds, serves or tests the site on a Node.js the project does not
// support, with one sentence that says which lines it supports and how to get one. An older Node
// would not only warn: it cannot run the scripts' TypeScript, or it builds a different site (Next's
// output differs). npm's engine-strict cannot do this: it also enforces the engines of each
// dependency, and Renovate's would refuse Node 26; and a preinstall script would not run (.npmrc:
// ignore-scripts). Kept as plain JavaScript, the one script that must speak on any Node.
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const oldest = String(packageJson.engines.node).replace(/^>=\s*/, '');
const newest = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const have = process.versions.node;

/** @param {string} version e.g. "24.11" or "24.11.1" */
const parts = (version) => version.split('.').map(Number);
const [haveMajor, haveMinor] = parts(have);
const [oldestMajor, oldestMinor = 0] = parts(oldest);

if (haveMajor < oldestMajor || (haveMajor === oldestMajor && haveMinor < oldestMinor)) {
  console.error(
    `This project needs Node.js ${oldest} or newer (the LTS lines ${oldestMajor} and ${newest}; you have ${have}): ` +
      `\`nvm install ${newest}\` then \`nvm use ${newest}\` (nvm, and nvm-windows) or \`fnm use ${newest}\` switches to it, or, on Linux, \`PATH="$(bash .ci/node):$PATH"\` ` +
      `fetches Node.js ${newest} from the npm registry for this shell; then run the command again.`,
  );
  process.exit(1);
}
