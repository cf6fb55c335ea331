// Netlify: out/_headers, which it reads from the deployed folder (Cloudflare Pages reads the same
// file). `netlify dev` cannot run offline (it downloads Deno at the first request), so Netlify is
// proven by its own parser, @netlify/headers-parser, whose rules answer here as netlify-cli applies
// them (every matching rule, later ones winning), over the files Netlify serves a path from
// (netlify-cli's alternativePathsFor: the file, then .html, then a folder's index). There is no
// _redirects file: Netlify skips a redirect whose source exists as a file, which every .html and
// trailing-slash variant here is.
import { join } from 'node:path';
import { headersFile } from '../headers.ts';
import { hostsTls, type Host } from '../host.ts';
import { decoded, fileOr404 } from '../simulate.ts';

/** The _headers rules as Netlify's own parser reads a file, and the mistakes it finds there. */
async function netlifyRules(file: string) {
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  const { headers, errors } = (await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  })) as { headers: { forRegExp: RegExp; values: Record<string, string> }[]; errors: Error[] };
  return { rules: headers, errors: errors.map((error) => error.message) };
}

/** The file netlify-cli serves a path from (alternativePathsFor), among `files`, or undefined. */
export function staticFileFor(files: ReadonlySet<string>, pathname: string): string | undefined {
  const candidates = [pathname];
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    if (pathname !== '/') candidates.push(`${bare}.html`, `${bare}.htm`);
    candidates.push(`${pathname}index.html`, `${pathname}index.htm`);
  } else if (!/\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/.test(pathname)) {
    candidates.push(`${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`);
  }
  return candidates.map((candidate) => candidate.slice(1)).find((file) => files.has(file));
}

export const netlify: Host = {
  name: 'Netlify',
  domains: ['.netlify.app'],
  provenBy:
    "its vendor's code: @netlify/headers-parser reads out/_headers, and its rules answer over the files Netlify serves each path from; netlify dev cannot run offline",
  configs: { _headers: ({ headers }) => headersFile(headers) },
  deploy: {
    secrets: ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID'],
    command: (dir, { production, branch }, env) => [
      'npx',
      '--yes',
      'netlify-cli@27.10.2',
      'deploy',
      `--dir=${dir}`,
      `--site=${env.NETLIFY_SITE_ID}`,
      '--json',
      // Since netlify-cli 21, deploy runs the site's build first; out/ is already built and tested.
      '--no-build',
      ...(production ? ['--prod'] : [`--alias=${branch}`]),
    ],
    address: (output) => {
      try {
        const json = JSON.parse(output.slice(output.indexOf('{')));
        return json.deploy_url ?? json.url ?? null;
      } catch {
        return null;
      }
    },
  },
  async simulate(out, received) {
    const { rules, errors } = await netlifyRules(join(out, '_headers'));
    if (errors.length)
      throw new Error(`Netlify's parser refuses out/_headers: ${errors.join('; ')}`);
    const files = new Set([...received].filter((file) => file !== '_headers'));
    return ({ target }) => {
      const path = target.split('?')[0];
      // Netlify's own Cache-Control where no rule gives one: the 404 page's.
      const headers = Object.assign(
        { 'Cache-Control': 'public, max-age=0, must-revalidate' },
        ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values),
      );
      const name = decoded(path);
      const file = name !== null && staticFileFor(files, name);
      return fileOr404(out, file || null, headers);
    };
  },
  deviations: {
    ...hostsTls,
    noOpenRedirect: {
      keeps: 'unproven',
      why: "Netlify's servers answer //evil.example and a foreign Host themselves: its parser reads only _headers",
    },
    compression: {
      keeps: 'unproven',
      why: "Netlify's servers compress as they choose: its parser reads only _headers",
    },
    cleanUrls: {
      keeps: 'no',
      why: 'Netlify skips a redirect whose source exists as a file (forcing it loops): each variant is served with 200, and its canonical link names the clean URL; a .html with a slash is no file, and 404',
      variants: { bare: 'page', html: 'page', slash: 'page', 'html slash': 'notFound' },
    },
    hostilePaths: { keeps: 'unproven', why: 'no runtime of Netlify runs here' },
  },
};
