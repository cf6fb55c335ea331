// No host's config is served (one served shows the site's rules to anyone), and no file from outside
// out/: the project's own, a dotfile, a path that climbs out of the site's folder.
import { configFiles } from '../hosts/index.ts';
import { made, text, type Check } from '../site.ts';

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
  says: "no host's config, and no file outside out/, served",
  cases: () => [...configFiles, ...outside].map((file) => ({ target: `/${file}` })),
  assert(answer, { target }, site) {
    const config = configFiles.includes(target.slice(1)) && made(site, target);
    // A page with 200 (the not-found page of a host that sends it so) is no file served.
    if (answer.status < 400 && !(answer.status === 200 && /<html/i.test(text(answer))))
      return [`answered ${answer.status}`];
    return config && config.length && answer.body.includes(config) ? ['its text served'] : [];
  },
  holds: (count) => `${count} paths refused`,
};
