// No host's config is served (one served shows the site's rules to anyone), and no file from outside
// out/: the project's own, a dotfile, a path that climbs out of the site's folder.
import { configFiles } from '../hosts/index.ts';
import { type Check } from '../check.ts';
import { browserGet, unknownPath } from '../site.ts';

const outside = [
  'package.json',
  '.git/config',
  '../package.json',
  '%2e%2e/package.json',
  'hosting/headers.ts',
  '.env',
];

export const noConfigServed: Check = {
  title: "no host's config, no file outside out/",
  promise: "no host's config, and no file outside out/, served",
  cases: () => [...configFiles, ...outside].map((file) => ({ target: `/${file}` })),
  // Refused, or answered with the not-found page (as a host that sends it with 200 does).
  async assert(answer, _, site) {
    if (answer.status >= 400) return [];
    return answer.body.equals((await browserGet(site, unknownPath)).body)
      ? []
      : [`answered ${answer.status}`];
  },
  whenKept: (count) => `${count} paths refused`,
};
