// Vercel: out/vercel.json, which `vercel deploy out` reads. Each redirect and rewrite names one
// page: a rule for any path (Vercel's cleanUrls and trailingSlash, ^/(.*)/$ → /$1) would send
// //evil.example/ to //evil.example, another host. `vercel dev` needs an account, so Vercel is
// proven by its own routing compiler, @vercel/routing-utils: the route table it makes of the file
// answers here the way Vercel's router walks it (a route with a status ends the walk, header routes
// with `continue` add their headers, then the file system answers, then the rewrites after it, or
// else the 404 page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanUrlRedirects, exportedFile, pagePaths } from '../../lib/routes.ts';
import { cacheControl } from '../headers.ts';
import { hostsTls, type Host } from '../host.ts';
import type { Answer } from '../http.ts';
import { decoded, fileOr404, redirectAnswer } from '../simulate.ts';

export function vercelConfig(headers: Record<string, string>) {
  const others = pagePaths.filter((path) => path !== '/');
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    redirects: cleanUrlRedirects.map(([source, destination]) => ({
      source,
      destination,
      permanent: true,
    })),
    rewrites: others.map((path) => ({ source: path, destination: `/${exportedFile(path)}` })),
    headers: [
      { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      {
        source: '/_next/static/(.*)',
        headers: [{ key: 'Cache-Control', value: cacheControl.immutable }],
      },
      {
        source: '/((?!_next/static/).*)',
        headers: [{ key: 'Cache-Control', value: cacheControl.revalidate }],
      },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

type Route = {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  handle?: string;
};

/** The route table Vercel's router walks, compiled from a vercel.json by Vercel's own code. */
export async function routeTable(json: string): Promise<Route[]> {
  const { getTransformedRoutes } = await import('@vercel/routing-utils');
  const config = JSON.parse(json);
  delete config.$schema;
  const { routes, error } = getTransformedRoutes(config);
  if (error) throw new Error(`Vercel refuses vercel.json: ${error.message}`);
  return routes as Route[];
}

export const vercel: Host = {
  name: 'Vercel',
  domains: ['.vercel.app'],
  provenBy:
    "its vendor's code: out/vercel.json passes Vercel's own schemas, and @vercel/routing-utils compiles it into the route table that answers here",
  configs: { 'vercel.json': ({ headers }) => vercelConfig(headers) },
  deploy: {
    secrets: ['VERCEL_TOKEN', 'VERCEL_ORG_ID', 'VERCEL_PROJECT_ID'],
    command: (dir, { production }, env) => [
      'npx',
      '--yes',
      'vercel@64.0.2',
      'deploy',
      dir,
      `--token=${env.VERCEL_TOKEN}`,
      '--yes',
      ...(production ? ['--prod'] : []),
    ],
    address: (output) => /https:\/\/\S+\.vercel\.app\S*/.exec(output)?.[0] ?? null,
    // Vercel keeps previews behind a login, unless a request carries the project's bypass secret
    // (Deployment Protection, "Protection Bypass for Automation").
    headers: ({ VERCEL_AUTOMATION_BYPASS_SECRET: bypass }): Record<string, string> =>
      bypass ? { 'x-vercel-protection-bypass': bypass } : {},
  },
  async simulate(out, received) {
    const table = await routeTable(readFileSync(join(out, 'vercel.json'), 'utf8'));
    const files = new Set([...received].filter((file) => file !== 'vercel.json'));
    return ({ target }): Answer => {
      // An absolute-form request line names its path after the host, as the router reads it.
      const path = target.replace(/^https?:\/\/[^/]*/, '').split('?')[0];
      const name = decoded(path);
      let file = name === null ? undefined : path === '/' ? 'index.html' : name.slice(1);
      const headers: Record<string, string> = {};
      let phase: string | undefined;
      for (const route of table) {
        if (route.handle) {
          phase = route.handle;
          if (phase === 'filesystem' && file && files.has(file)) break;
          continue;
        }
        const match = route.src && new RegExp(route.src).exec(path);
        if (!match) continue;
        if (route.status) {
          // Its clean-URL redirects come before every header route: they carry none of ours.
          const location = route.headers?.Location?.replace(
            /\$(\d)/g,
            (_, i) => match[Number(i)] ?? '',
          );
          return redirectAnswer(route.status, location ?? '');
        }
        if (phase === 'filesystem' && route.dest) {
          file = route.dest.slice(1);
          break;
        }
        Object.assign(headers, route.headers);
      }
      return fileOr404(out, file && files.has(file) ? file : null, headers);
    };
  },
  deviations: {
    ...hostsTls,
    headers: {
      why: "Vercel answers redirects before its header routes: a redirect carries Vercel's own HSTS, none of ours",
      excuses: (answer) => answer.status === 308,
    },
    cleanUrls: {
      keeps: 'unproven',
      why: "the query is Vercel's router's to keep, which its route table does not show",
      query: () => '',
    },
    hostilePaths: { why: 'no runtime of Vercel runs here: its route table answers them' },
    compression: {
      keeps: 'unproven',
      why: "Vercel's servers compress as they choose: its route table does not show it",
    },
  },
};
