// Cloudflare Pages: out/_headers (the file Netlify reads too), and out/_redirects, one 301 from each
// variant to its clean URL, the query kept: Pages' own HTML handling redirects the .html and
// trailing-slash forms with a 308, but neither both at once (/privacy-policy.html/) nor /index.html/.
// Its runtime here is Cloudflare's own, workerd, under `wrangler pages dev`, on the copy of out/
// the deploy sends it: offline and quiet, no metrics, no login, a private home, loopback only.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cleanUrlRedirects } from '../../lib/routes.ts';
import { headersFile } from '../headers.ts';
import { hostsTls, type Host } from '../host.ts';
import { howToFetch, toolBin, toolDir } from '../../lib/node/tools.ts';
import { startInHome } from '../local/supervise.ts';

/** Cloudflare's CLI: its runtime here, and its deploy, at one version. */
const tool = { name: 'Cloudflare Pages runtime', package: 'wrangler@4.164.0', bin: 'wrangler' };

export const cloudflare: Host = {
  name: 'Cloudflare Pages',
  domains: ['.pages.dev'],
  provenBy:
    'its own runtime: `wrangler pages dev` (workerd) on the copy of out/ the deploy sends, with _headers and _redirects',
  configs: {
    _headers: ({ headers }) => headersFile(headers),
    _redirects: () => cleanUrlRedirects.map(([from, to]) => `${from} ${to} 301\n`).join(''),
  },
  deploy: {
    secrets: ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT'],
    // Pages makes the production branch's deploy production, and any other branch a preview. The
    // wrangler is the one whose runtime the tests ran.
    command: (dir, { production, branch }, env) => [
      'npx',
      '--yes',
      tool.package,
      'pages',
      'deploy',
      dir,
      `--project-name=${env.CLOUDFLARE_PAGES_PROJECT}`,
      `--branch=${production ? 'main' : branch}`,
      '--commit-dirty=true',
    ],
    address: (output) => /https:\/\/\S+\.pages\.dev\S*/.exec(output)?.[0] ?? null,
  },
  runtime: {
    port: 4176,
    browser: true,
    tool,
    missing: () => (toolBin(tool) ? null : howToFetch(tool)),
    start({ port, log, site, home }) {
      // The newest date its workerd supports; wrangler otherwise asks for today's.
      const workerd = createRequire(join(toolDir(tool)!, 'package.json'))('workerd');
      // Its working files (.wrangler/) and workerd's (miniflare-*) go to the private home.
      startInHome(
        'node',
        [toolBin(tool)!, 'pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port)]
          .concat([
            '--inspector-port',
            String(port + 1),
            '--compatibility-date',
            workerd.compatibilityDate,
          ])
          .concat('--show-interactive-dev-session=false'),
        { name: 'wrangler', home, log, env: { WRANGLER_SEND_METRICS: 'false', CI: '1' } },
      );
    },
  },
  deviations: {
    ...hostsTls,
    headers: {
      why: 'the runtime refuses a malformed or too long request itself (400, 414, 431), before _headers applies',
      excuses: (answer) => [400, 414, 431].includes(answer.status),
    },
    hostilePaths: {
      why: 'the local runtime answers a few odd requests (%00, a file path plus /) with a 5xx of its own, or none',
      excuses: (answer) => answer.status === 0 || answer.status >= 500,
    },
  },
};
