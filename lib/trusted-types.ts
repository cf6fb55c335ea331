// The page's Trusted Types rules, shared by the framework loader's own policy (inline in every
// page, lib/framework-loader-script.ts) and the default policy, which only the framework needs and
// which the loader therefore runs first, from a file the post-build step writes
// (build-steps/postbuild.ts): the page itself carries none of it. Each function is self-contained,
// as both are written into scripts by their source. The post-build step runs under Node, which
// writes a function's source as this file spells it: so the functions hold no TypeScript, and are
// typed from outside (ScriptPath, Create), and keep the comments the published script has.
import { framework } from './framework.ts';

type ScriptPath = (url: string, allowed: readonly string[]) => string | null;

/**
 * The script's path, if it is one of `allowed` (same origin, no query or fragment), else null. The
 * path as the browser resolved it, which is the one the page lists: Turbopack finds its loaded
 * chunks by their src attribute.
 */
export const scriptPath: ScriptPath = function scriptPath(url, allowed) {
  const address = new URL(url, location.href);
  const own =
    address.origin === location.origin &&
    !address.search &&
    !address.hash &&
    allowed.includes(address.pathname);
  return own ? address.pathname : null;
};

declare global {
  // The DOM's typings have no Trusted Types yet: what the default policy uses of them.
  interface Window {
    trustedTypes?: {
      createPolicy(
        name: string,
        rules: {
          createScriptURL(url: string): string | null;
          createHTML(html: string): string | null;
        },
      ): unknown;
    };
  }
}

type Create = (name: string, emitted: readonly string[], path: ScriptPath) => void;

/**
 * Creates the default Trusted Types policy, for Turbopack's runtime, which assigns script URLs from
 * plain strings and creates no policy of its own: as script URLs it accepts only the framework
 * files this build emitted, and as HTML only what React DOM writes to render a <script> element
 * (the home page's JSON-LD, after a client-side visit): the element, made through innerHTML so
 * that it never runs, and then its text, neither of which can carry markup. It converts no script
 * text. It answers null to what it refuses: the browser then reports the violation and throws a
 * TypeError at the sink. In a browser without Trusted Types it does nothing.
 */
// Prettier would drop the parentheses the published script has had since it was plain JS.
// prettier-ignore
export const createDefaultPolicy: Create = function createDefaultPolicy(name, emitted, path) {
  /** @type {{ trustedTypes?: { createPolicy(name: string, rules: object): unknown } }} */ (
    /** @type {unknown} */ (window)
  ).trustedTypes?.createPolicy(name, {
    createScriptURL: (/** @type {string} */ url) => path(url, emitted),
    createHTML: (/** @type {string} */ html) =>
      html === '<script></script>' || !html.includes('<') ? html : null,
  });
};

/** The script that creates the default policy, for the build's emitted framework files. */
export const defaultPolicyScript = (emitted: readonly string[]) =>
  `(${createDefaultPolicy})(${JSON.stringify(framework.trustedTypesPolicies[1])},${JSON.stringify(emitted)},${scriptPath});\n`;
