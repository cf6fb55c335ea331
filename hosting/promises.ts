// What the site promises on every host, and how each host is held to it: one list of promises,
// and for each host where the tests that prove them run, and the promises it cannot keep, each
// with what it does instead. The host tests' Playwright projects are made from this list
// (playwright.hosts.config.ts), each test names the promises it checks in its title, and the table
// of docs/deploy.md is written from here: a host is said to keep a promise only where a test of
// its own checks it (hosting/promises.test.ts).
//   node hosting/promises.ts --write-docs

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/node/run.ts';

export const promises = {
  headers: 'the security headers on pages, on the 404 and on redirects',
  notFound: '404 with 404.html for an unknown path, and for /_not-found',
  cleanUrls:
    'clean URLs, with .html and trailing-slash variants redirected once, the query kept byte for byte',
  noOpenRedirect: 'no open redirect, //evil.example included',
  noConfigServed: "no host's config, and no file outside out/, served",
  caching: 'hashed assets cached immutable, pages revalidated',
  hostilePaths: 'the hostile paths of e2e/support/hostile-paths.ts',
} as const;

export type SitePromise = keyof typeof promises;

/** A test's title names the promises it checks, like this, so the table can find them. */
export const checks = (...names: SitePromise[]) => `[${names.join(', ')}]`;

/**
 * An answer npm run verify checks on the live site: the headers on a page, the 404 or a redirect,
 * or the redirect from one of the variants of lib/routes.ts's cleanUrlRedirects.
 */
export type LiveAnswer = 'page' | 'notFound' | 'redirect' | `/${string}`;

export type Host = {
  name: string;
  /** how it is proven: its own runtime here, its vendor's parsers, or the rules its vendor documents */
  provenBy: string;
  /** the spec files whose tests prove it; for a runtime here, the files its project runs */
  specs: readonly string[];
  /** the promises the host itself cannot keep as the others do, each with what it does instead */
  exceptions: Partial<Record<SitePromise, string>>;
  /**
   * the promises it keeps but for a few answers of its own, each with which, and the answers of
   * npm run verify that are among them
   */
  partly?: Partial<Record<SitePromise, { why: string; liveAnswers?: readonly LiveAnswer[] }>>;
  /**
   * the promises its emulator here does not keep as the host does: the host tests cannot prove
   * them, and npm run verify checks them on the live site
   */
  emulatorDiffers?: Partial<Record<SitePromise, string>>;
};

/** The specs each runtime here runs: the answers, and the 2,000 hostile requests. */
const runtimeSpecs = ['e2e/host-promise.host.spec.ts', 'e2e/hostile-paths.host.spec.ts'];

export const hosts = {
  nginx: {
    name: 'nginx',
    provenBy:
      "its own runtime: Debian's nginx runs the complete generated nginx.conf with its snippets, over https, and the Observatory grades it",
    specs: [...runtimeSpecs, 'e2e/nginx-chain.host.spec.ts'],
    exceptions: {},
  },
  cloudflare: {
    name: 'Cloudflare Pages',
    provenBy:
      'its own runtime: `wrangler pages dev` (workerd) on the copy of out/ the deploy sends, with _headers',
    specs: runtimeSpecs,
    exceptions: {},
    partly: {
      headers: {
        why: 'the runtime refuses a malformed or too long request itself (400, 414, 431), before _headers applies',
      },
    },
  },
  apache: {
    name: 'Apache httpd',
    provenBy:
      "its own runtime: Debian's apache2 with its stock modules and rules, out/ uploaded as it is, out/.htaccess with AllowOverride All",
    specs: runtimeSpecs,
    exceptions: {},
    partly: {
      headers: {
        why: 'Apache answers some requests itself before it reads .htaccess (a malformed request line, a URI too long, an encoded slash or NUL in a path): those carry none of ours',
      },
    },
  },
  firebase: {
    name: 'Firebase Hosting',
    provenBy:
      "its own emulator: firebase-tools' Hosting emulator, on what a deploy uploads, with out/firebase.json",
    specs: runtimeSpecs,
    exceptions: {},
    partly: {
      headers: {
        why: 'Firebase answers the redirects it is configured with (/index and /index.html to /, which its clean URLs would send to an empty path) before it adds headers',
      },
      cleanUrls: {
        why: "on those two configured redirects, Firebase encodes the query's % signs again (%2F becomes %252F, as an encoding of a decoded query would)",
        liveAnswers: ['/index.html', '/index'],
      },
      hostilePaths: {
        why: "the emulator exits on an address it cannot parse or decode (//evil.example:443.html, %c0%ae, ?%zz=1), so those are not sent: Firebase's servers do not run its code",
      },
    },
  },
  azure: {
    name: 'Azure Static Web Apps',
    provenBy:
      "its vendor's emulator: the SWA CLI on the copy of out/ the deploy sends, with out/staticwebapp.config.json",
    specs: runtimeSpecs,
    exceptions: {},
    partly: {
      hostilePaths: {
        why: "the emulator exits on a path it cannot decode (%c0%ae), so those are not sent: Azure's servers do not run its code",
      },
    },
    emulatorDiffers: {
      headers:
        "the emulator sends its own default headers, not the config's, on redirects and on the 404 page",
      cleanUrls: 'the emulator redirects each variant once, but without the query',
    },
  },
  vercel: {
    name: 'Vercel',
    provenBy:
      "its vendor's code: out/vercel.json passes Vercel's own schemas, and @vercel/routing-utils compiles it into the route table the test walks",
    specs: ['e2e/vercel.output.spec.ts', 'hosting/deploy.test.ts'],
    exceptions: {
      hostilePaths:
        'no runtime of Vercel runs here: its route table is walked with them for redirects only',
    },
    partly: {
      headers: {
        why: "Vercel answers redirects before its header routes: a redirect carries Vercel's own HSTS, none of ours",
        liveAnswers: ['redirect'],
      },
      cleanUrls: {
        why: "the query is Vercel's router's to keep, which its route table does not show: npm run verify checks it on the live site",
      },
    },
  },
  netlify: {
    name: 'Netlify',
    provenBy:
      "its vendor's code: @netlify/headers-parser reads out/_headers, and netlify-redirect-parser confirms no redirect rule is needed; netlify dev cannot run offline",
    specs: ['e2e/netlify.output.spec.ts', 'hosting/deploy.test.ts'],
    exceptions: {
      cleanUrls:
        'Netlify skips a redirect whose source exists as a file (forcing it loops): each variant is served with 200, and its canonical link names the clean URL',
      hostilePaths: 'no runtime of Netlify runs here',
    },
  },
  cloudfront: {
    name: 'S3 + CloudFront',
    provenBy:
      'unit tests run hosting/cloudfront-function.js on viewer-request events shaped as AWS documents them; the headers are its response headers policy',
    specs: [
      'hosting/cloudfront-function.test.ts',
      'hosting/render.test.ts',
      'hosting/deploy.test.ts',
    ],
    exceptions: {},
    partly: {
      hostilePaths: {
        why: "the function's answer to each is checked; what S3 and CloudFront answer by themselves does not run here",
      },
    },
  },
  pages: {
    name: 'GitHub Pages',
    provenBy:
      'the published tree, resolved by the rules GitHub documents for a path: .nojekyll, a file, the file with .html, a folder with index.html, 404.html',
    specs: ['e2e/github-pages.output.spec.ts'],
    exceptions: {
      headers:
        "GitHub Pages sends no header of ours: each page's <meta> carries the Content-Security-Policy, without frame-ancestors, and there is no HSTS of ours",
      cleanUrls:
        'GitHub Pages serves each .html variant with 200 and answers a trailing slash with 404, without a redirect; the canonical link names the clean URL',
      caching: 'GitHub Pages sets its own Cache-Control, max-age=600, on every file',
      hostilePaths: "no runtime of GitHub Pages runs here: GitHub's servers answer them",
    },
    partly: {
      noConfigServed: {
        why: 'a branch deploy publishes .nojekyll, the empty file that keeps Jekyll from dropping _next/; the Actions deploy uploads no file starting with a dot',
      },
    },
  },
} as const satisfies Record<string, Host>;

export type HostName = keyof typeof hosts;

/** The hosts whose own runtime (or its vendor's emulator) serves out/ in the host tests. */
export const runtimeHosts = ['nginx', 'cloudflare', 'apache', 'firebase', 'azure'] as const;
export type RuntimeHost = (typeof runtimeHosts)[number];

/** The promises a spec file's tests name in their titles (checks()). */
export function promisesIn(spec: string): Set<SitePromise> {
  const text = readFileSync(join(root, spec), 'utf8');
  const named = new Set<SitePromise>();
  for (const [, list] of text.matchAll(/checks\(([^)]*)\)/g))
    for (const name of list.matchAll(/'(\w+)'/g)) named.add(name[1] as SitePromise);
  return named;
}

/** The table of docs/deploy.md: each host against each promise, as the tests prove it. */
export function promisesTable() {
  const names = Object.keys(promises) as SitePromise[];
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');
  const rows = Object.values(hosts).map((host: Host) => {
    const proven = new Set(host.specs.flatMap((spec) => [...promisesIn(spec)]));
    return [
      `**${host.name}**`,
      ...names.map((name) =>
        host.exceptions[name]
          ? `no: ${cell(host.exceptions[name])}`
          : !proven.has(name)
            ? 'not tested'
            : host.emulatorDiffers?.[name]
              ? `not proven here: ${cell(host.emulatorDiffers[name])}; npm run verify checks the live site`
              : host.partly?.[name]
                ? `yes, but: ${cell(host.partly[name].why)}`
                : 'yes',
      ),
      cell(host.provenBy),
    ];
  });
  return [
    `| Host | ${names.map((name) => cell(promises[name])).join(' | ')} | Proven by |`,
    `| ${['---', ...names.map(() => '---'), '---'].join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

const docs = join(root, 'docs', 'deploy.md');
const START = '<!-- promises: written by node hosting/promises.ts --write-docs -->';
const END = '<!-- /promises -->';

/** docs/deploy.md with its table as the tests have it. */
export function docsWithTable(text = readFileSync(docs, 'utf8')) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`docs/deploy.md has no ${START} … ${END} section for the table`);
  // Prettier would pad the table's columns: the table stays as written here.
  return `${text.slice(0, start + START.length)}\n\n<!-- prettier-ignore -->\n${promisesTable()}\n\n${text.slice(end)}`;
}

if (import.meta.main && process.argv.includes('--write-docs')) {
  writeFileSync(docs, docsWithTable());
  console.log('docs/deploy.md: the hosts and their promises.');
}
