// The one definition of the response headers every host sends. build-steps/postbuild.ts renders it
// into each host's own format; nothing else spells these values.
import { framework } from '../lib/framework.ts';

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
