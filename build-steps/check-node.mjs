#!/usr/bin/env node
// Stops every command that builds, serves or tests the site on a Node.js the project does not
// support, with one sentence that says which lines it supports and how to get one. An older Node
// would not only warn: it builds a different site (Next's output differs). npm's engine-strict
// cannot do this: it also enforces the engines of each dependency, and Renovate's (^24.11) would
// refuse Node 26; and a preinstall script would not run (.npmrc: ignore-scripts). Plain,
// old-fashioned JS, so that it runs, and says so, on any Node.
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const oldest = Number(String(packageJson.engines.node).replace(/\D+/g, ''));
const newest = Number(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim());
const have = process.versions.node;

if (Number(have.split('.')[0]) < oldest) {
  console.error(
    `This project needs Node.js ${oldest} or newer (the LTS lines ${oldest} and ${newest}; you have ${have}): ` +
      '`nvm use` or `fnm use` switches to the one .nvmrc names, or, on Linux, `PATH="$(bash .ci/node):$PATH"` ' +
      `fetches Node.js ${newest} from the npm registry for this shell; then run the command again.`,
  );
  process.exit(1);
}
