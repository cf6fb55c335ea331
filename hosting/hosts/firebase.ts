// Firebase Hosting: out/firebase.json, for `firebase deploy --only hosting` run in the staged folder:
// the folder itself is the site, and what is no page of it (this file, other hosts' configs,
// dotfiles) is left out of the upload. Its runtime here is Firebase's own Hosting emulator
// (firebase-tools), offline with a demo- project, on what a deploy uploads, with the file as shipped
// but for where that folder is and the emulator's own ports, on loopback.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanUrlRedirects } from '../../lib/routes.ts';
import { cacheControl } from '../headers.ts';
import { hostsTls, type Given, type Host } from '../host.ts';
import { howToFetch, toolBin } from '../../lib/node/tools.ts';
import { startInHome } from '../local/supervise.ts';
import { decoded } from '../simulate.ts';

const tool = {
  name: 'Firebase Hosting emulator',
  package: 'firebase-tools@15.34.2',
  bin: 'firebase',
};

/**
 * The variants its own clean URLs do not redirect once: /index and its forms, which they would send
 * to an empty path ("?query" alone, which a browser reads as /index.html again), and a .html with
 * a slash, which they leave as no page. Firebase answers these redirects before it adds headers.
 */
const configured = cleanUrlRedirects.filter(([from]) => /^\/index|\.html\/$/.test(from));

export function firebaseConfig({ headers, configFiles }: Given) {
  const entries = (values: Record<string, string>) =>
    Object.entries(values).map(([key, value]) => ({ key, value }));
  const config = {
    hosting: {
      public: '.',
      ignore: [...configFiles, '**/.*', '**/node_modules/**'],
      cleanUrls: true,
      trailingSlash: false,
      redirects: configured.map(([source, destination]) => ({ source, destination, type: 301 })),
      headers: [
        {
          source: '**',
          headers: entries({ ...headers, 'Cache-Control': cacheControl.revalidate }),
        },
        {
          source: '/_next/static/**',
          headers: entries({ 'Cache-Control': cacheControl.immutable }),
        },
      ],
    },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

export const firebase: Host = {
  name: 'Firebase Hosting',
  domains: ['.web.app', '.firebaseapp.com'],
  provenBy:
    "its own emulator: firebase-tools' Hosting emulator, on what a deploy uploads, with out/firebase.json",
  configs: { 'firebase.json': firebaseConfig },
  runtime: {
    port: 4190,
    tool,
    missing: () => (toolBin(tool) ? null : howToFetch(tool)),
    exitsOn: ({ target }) =>
      !URL.canParse(target, 'http://127.0.0.1') ||
      decoded(target) === null ||
      /^https?:/.test(target),
    start({ port, log, site, home }) {
      const shipped = JSON.parse(readFileSync(join(site, 'firebase.json'), 'utf8'));
      // What the upload leaves out: the file itself (its "ignore" list).
      rmSync(join(site, 'firebase.json'));
      writeFileSync(
        join(home, 'firebase.json'),
        JSON.stringify({
          ...shipped,
          hosting: { ...shipped.hosting, public: relative(home, site) },
          // The emulator's ports (three: the site, and its own hub and log server), on loopback.
          emulators: {
            hosting: { host: '127.0.0.1', port },
            hub: { host: '127.0.0.1', port: port + 1 },
            logging: { host: '127.0.0.1', port: port + 2 },
            ui: { enabled: false },
          },
        }),
      );
      startInHome(
        'node',
        [toolBin(tool)!, 'emulators:start', '--only', 'hosting', '--project', 'demo-site'],
        {
          name: 'the Firebase emulator',
          home,
          log,
          env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
        },
      );
    },
  },
  deviations: {
    ...hostsTls,
    headers: {
      why: 'Firebase answers the redirects it is configured with (/index and its forms, a .html with a slash) before it adds headers; the emulator refuses a raw non-ASCII path or a header too large itself',
      excuses: (answer, request) =>
        answer.status === 400 ||
        answer.status === 431 ||
        (answer.status === 301 &&
          configured.some(([from]) => request.target.split('?')[0] === from)),
    },
    cleanUrls: {
      why: "on those configured redirects, Firebase encodes the query's % signs again (%2F becomes %252F, as an encoding of a decoded query would)",
      query: (query, from) => {
        if (!configured.some(([variant]) => variant === from)) return query;
        try {
          return encodeURI(decodeURI(query));
        } catch {
          return query;
        }
      },
    },
    hostilePaths: {
      keeps: 'unproven',
      why: "the emulator is not Firebase's server: it exits on an address it cannot parse or decode (//evil.example:443.html, %c0%ae, ?%zz=1), and answers a path too long for a file name with a 500 of its own",
    },
  },
};
