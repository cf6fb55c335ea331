// Azure Static Web Apps: out/staticwebapp.config.json, which it reads from the deployed folder:
// every header on every answer, each page by its clean URL, one redirect from each variant, the
// not-found page for the rest. Its runtime here is the SWA CLI's emulator, offline and with no
// account, on the copy of out/ the deploy sends, with that file as shipped; only the port is ours.
// The emulator adds default headers of its own (HSTS, X-XSS-Protection…): the checks look for what
// the config adds.
import { cleanUrlRedirects, exportedFile, pagePaths } from '../../lib/routes.ts';
import { site } from '../../lib/site.ts';
import { cacheControl } from '../headers.ts';
import { hostsTls, type Host } from '../host.ts';
import { howToFetch, toolBin } from '../../lib/node/tools.ts';
import { startInHome } from '../local/supervise.ts';
import { decoded } from '../simulate.ts';

const tool = {
  name: 'Azure Static Web Apps emulator',
  package: '@azure/static-web-apps-cli@2.0.10',
  bin: 'swa',
};

export function staticWebAppConfig(headers: Record<string, string>) {
  // To the site's own origin: the emulator, at least, would build the Location from the Host.
  const redirect = (route: string, to: string) => ({
    route,
    redirect: `${new URL(site.url).origin}${to}`,
    statusCode: 301,
  });
  const config = {
    $schema: 'https://json.schemastore.org/staticwebapp.config.json',
    trailingSlash: 'never',
    globalHeaders: { ...headers, 'Cache-Control': cacheControl.revalidate },
    routes: [
      { route: '/_next/static/*', headers: { 'Cache-Control': cacheControl.immutable } },
      // The home page by its own route, before the one that sends /index.html to it.
      { route: '/', rewrite: '/index.html' },
      ...cleanUrlRedirects.map(([from, to]) => redirect(from, to)),
      ...pagePaths
        .filter((path) => path !== '/')
        .map((path) => ({ route: path, rewrite: `/${exportedFile(path)}` })),
      { route: '/404.html', statusCode: 404, rewrite: '/404.html' },
    ],
    responseOverrides: { '404': { rewrite: '/404.html' } },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

export const azure: Host = {
  name: 'Azure Static Web Apps',
  domains: ['.azurestaticapps.net'],
  provenBy:
    "its vendor's emulator: the SWA CLI on the copy of out/ the deploy sends, with out/staticwebapp.config.json",
  configs: { 'staticwebapp.config.json': ({ headers }) => staticWebAppConfig(headers) },
  runtime: {
    port: 4186,
    tool,
    missing: () => (toolBin(tool) ? null : howToFetch(tool)),
    exitsOn: ({ target }) =>
      !URL.canParse(target, site.url) || decoded(new URL(target, site.url).pathname) === null,
    start({ port, log, site, home }) {
      startInHome(
        'node',
        [
          toolBin(tool)!,
          'start',
          site,
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--open',
          'false',
        ],
        {
          name: 'the Static Web Apps emulator',
          home,
          log,
          env: { SWA_CLI_CAPTURE_TELEMETRY: 'false', NO_UPDATE_NOTIFIER: '1' },
        },
      );
    },
  },
  deviations: {
    ...hostsTls,
    headers: {
      keeps: 'unproven',
      why: "the emulator sends its own default headers, not the config's, on redirects, on the 404 page, to other methods than GET and to a request its server refuses",
      excuses: (answer, { method = 'GET' }) =>
        [301, 400, 404, 431].includes(answer.status) || !['GET', 'HEAD'].includes(method),
    },
    cleanUrls: {
      keeps: 'unproven',
      why: 'the emulator redirects each variant once, but without the query',
      query: () => '',
    },
    compression: { keeps: 'unproven', why: 'the emulator compresses nothing' },
    hostilePaths: {
      keeps: 'unproven',
      why: "the emulator is not Azure's server: it exits on a path it cannot decode (%c0%ae), and answers odd ones with a 5xx of its own",
    },
  },
};
