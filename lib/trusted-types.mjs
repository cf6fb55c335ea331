// The page's Trusted Types rules, shared by the framework loader's own policy (inline in every
// page, lib/framework-loader-script.ts) and the default policy, which only the framework needs and
// which the loader therefore runs first, from a file the post-build step writes
// (build/postbuild.mjs): the page itself carries none of it. Plain JS, because the post-build step
// reads it too; each function is self-contained, as both are written into scripts by their source.
import { framework } from './framework.mjs';

/**
 * The script's path, if it is one of `allowed` (same origin, no query or fragment), else null. The
 * path as the browser resolved it, which is the one the page lists: Turbopack finds its loaded
 * chunks by their src attribute.
 *
 * @param {string} url
 * @param {readonly string[]} allowed
 * @returns {string | null}
 */
export function scriptPath(url, allowed) {
  const address = new URL(url, location.href);
  const own =
    address.origin === location.origin &&
    !address.search &&
    !address.hash &&
    allowed.includes(address.pathname);
  return own ? address.pathname : null;
}

/**
 * Creates the default Trusted Types policy, for Turbopack's runtime, which assigns script URLs from
 * plain strings and creates no policy of its own: as script URLs it accepts only the framework
 * files this build emitted, and as HTML only what React DOM writes to render a <script> element
 * (the home page's JSON-LD, after a client-side visit): the element, made through innerHTML so
 * that it never runs, and then its text, neither of which can carry markup. It converts no script
 * text. It answers null to what it refuses: the browser then reports the violation and throws a
 * TypeError at the sink. In a browser without Trusted Types it does nothing.
 *
 * @param {string} name
 * @param {readonly string[]} emitted
 * @param {typeof scriptPath} path
 */
export function createDefaultPolicy(name, emitted, path) {
  /** @type {{ trustedTypes?: { createPolicy(name: string, rules: object): unknown } }} */ (
    /** @type {unknown} */ (window)
  ).trustedTypes?.createPolicy(name, {
    createScriptURL: (/** @type {string} */ url) => path(url, emitted),
    createHTML: (/** @type {string} */ html) =>
      html === '<script></script>' || !html.includes('<') ? html : null,
  });
}

/**
 * The script that creates the default policy, for the build's emitted framework files.
 *
 * @param {readonly string[]} emitted
 */
export const defaultPolicyScript = (emitted) =>
  `(${createDefaultPolicy})(${JSON.stringify(framework.trustedTypesPolicies[1])},${JSON.stringify(emitted)},${scriptPath});\n`;
