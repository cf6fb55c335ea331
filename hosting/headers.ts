// The one definition of the response headers every host sends. build-steps/postbuild.ts renders it
// into each host's own format; nothing else spells these values.
import { createHash } from 'node:crypto';
import { framework } from '../lib/framework.ts';
import { exportedFile, pagePaths } from '../lib/routes.ts';

/** Sent on every response. */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // The tracker still learns our origin; the visitor's own parameters travel in its URL.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const cacheControl = {
  /** Content-hashed build assets never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, page-data .txt and everything else: always revalidate, so a deploy shows at once. */
  revalidate: 'public, max-age=0, must-revalidate',
};

type Hashes = { scriptHashes: Iterable<string>; styleHashes: Iterable<string>; meta?: boolean };
/**
 * The Content-Security-Policy for the given inline script and style hashes. `meta` leaves out the
 * directives a <meta http-equiv> cannot carry (browsers ignore them there and log a warning).
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, meta = false }: Hashes) {
  const quote = (hashes: Iterable<string>) => [...hashes].sort().map((h) => `'sha256-${h}'`);
  const directives = [
    ['default-src', "'none'"],
    // 'strict-dynamic': the hashed inline scripts, and only the scripts they add (the framework
    // loader, then Turbopack's runtime), may run; browsers that know it ignore 'self', which is
    // there for the few that do not (CSP2).
    ['script-src', "'self'", "'strict-dynamic'", ...quote(scriptHashes)],
    ['style-src', "'self'", ...quote(styleHashes)],
    ['img-src', "'self'", 'data:'],
    // Client-side navigation fetches the next page's data (.txt) from this origin.
    ['connect-src', "'self'"],
    // Every script URL, HTML and script text a script hands the DOM must come from a policy, and
    // only the loader's policies exist (lib/framework-loader-script.ts): no DOM XSS sink is open.
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...framework.trustedTypesPolicies],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ...(meta ? [] : [['frame-ancestors', "'none'"]]),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

type Hashed = { scripts: Set<string>; styles: Set<string> };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The hashes of what a page runs inline, as a browser hashes them for the policy: each <script>
 * that runs (not one with a src, not a JSON data block) and each <style>, read as the HTML parser
 * ends them (at the first `</script` or `</style`).
 */
export function inlineHashes(html: string): Hashed {
  const hashes: Hashed = { scripts: new Set(), styles: new Set() };
  const elements = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1[\s/>]/gi;
  for (const [, tag, attributes, text] of html.matchAll(elements)) {
    if (/^style$/i.test(tag)) hashes.styles.add(sha256(text));
    else if (!/\ssrc\b|\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      hashes.scripts.add(sha256(text));
  }
  return hashes;
}

/** A page's own Content-Security-Policy <meta>, or null. */
export const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? null;

/** A policy as its directives, each with its sources in order, for comparing two of them. */
export const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources.sort()]),
  );

/** The hashes a policy allows, for scripts and for styles. */
export function allowed(policy: string): Hashed {
  const of = (name: string) =>
    new Set(
      (directives(policy).get(name) ?? []).flatMap((s) => /^'sha256-(.+)'$/.exec(s)?.[1] ?? []),
    );
  return { scripts: of('script-src'), styles: of('style-src') };
}

/**
 * The header policy for every page at once: the hashes of what each runs inline, or, `asBuilt`,
 * those its own <meta> names (what the build made of it, whatever was done to it since).
 */
export function headerPolicy(pages: readonly string[], { asBuilt = false } = {}) {
  const hashes = pages.map((html) =>
    asBuilt ? allowed(metaPolicy(html) ?? '') : inlineHashes(html),
  );
  return contentSecurityPolicy({
    scriptHashes: new Set(hashes.flatMap(({ scripts }) => [...scripts])),
    styleHashes: new Set(hashes.flatMap(({ styles }) => [...styles])),
  });
}

/**
 * out/_headers, the file Netlify and Cloudflare Pages read: every header on every path, build
 * assets immutable, pages, their .html and their data revalidated, and Vary: Accept-Encoding, which
 * a runtime that compresses may leave out.
 */
export function headersFile(headers: Record<string, string>) {
  const block = (path: string, values: Record<string, string>) =>
    [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const revalidated = [
    ...pagePaths,
    ...pagePaths.map((path) => `/${exportedFile(path)}`),
    '/*.txt',
  ];
  return [
    '# Generated by build-steps/postbuild.ts from hosting/headers.ts. Do not edit.',
    block('/*', { ...headers, Vary: 'Accept-Encoding' }),
    block('/_next/static/*', { 'Cache-Control': cacheControl.immutable }),
    ...revalidated.map((path) => block(path, { 'Cache-Control': cacheControl.revalidate })),
    '',
  ].join('\n\n');
}
