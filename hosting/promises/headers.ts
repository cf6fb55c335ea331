// The headers the build gave every answer (its inventory's: hosting/headers.ts and the policy the
// pages need) on every file, the 404 and the redirects: each once, or each time the same (a CDN
// repeating the origin's), but the three whose repeats change what a browser does; the policy not
// stale, stricter or Report-Only; and no X-Robots-Tag keeping a page out of search engines.
import { cleanUrlRedirects, pagePaths } from '../../lib/routes.ts';
import { directives, securityHeaders } from '../headers.ts';
import { verifyQuery, browserGets, type Check } from '../check.ts';
import { inventoryFor, unknownPath } from '../site.ts';
import { builtFiles } from './files.ts';

/** Repeated, these change what a browser does: each policy applies, and a list is no token. */
const once = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** What a header says, its parts' order, spaces and repeats aside (a CDN may join repeats with a comma). */
const parts = (value: string) =>
  [...new Set(value.split(/[;,]/).map((part) => part.trim()))].filter(Boolean).sort().join('; ');

/** The directives in which two policies differ, their sources' order aside. */
function differences(sent: string, built: string) {
  const [a, b] = [directives(sent), directives(built)];
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => String(a.get(name)) !== String(b.get(name)));
}

export const headers: Check = {
  title: 'the security headers',
  promise:
    "the build's headers, with its one Content-Security-Policy, on every file, the 404 and redirects",
  async cases(site) {
    const files = (await builtFiles(site)).map(({ target }) => target);
    const redirects = cleanUrlRedirects.map(([from]) => `${from}${verifyQuery}`);
    return browserGets([...new Set([...files, unknownPath, ...redirects])]);
  },
  async assert(answer, { target }, site) {
    // Without an inventory, every header but the policy's value, which only the build knows.
    const expected: Record<string, string | undefined> = {
      'Content-Security-Policy': undefined,
      ...securityHeaders,
      ...(await inventoryFor(site)).inventory?.headers,
    };
    const missing = Object.keys(expected).filter((name) => !answer.headers.has(name.toLowerCase()));
    const problems = Object.entries(expected).flatMap(([name, value]) => {
      const sent = answer.headers.get(name.toLowerCase()) ?? [];
      if (new Set(sent).size > 1 || (sent.length > 1 && once.includes(name.toLowerCase())))
        return [`${name} sent ${sent.length} times`];
      if (!sent.length || value === undefined) return [];
      // A browser reads these two in any case.
      const caseless = /^x-(frame|content-type)-options$/i.test(name);
      const same = once.includes(name.toLowerCase())
        ? sent[0].trim() === value
        : caseless
          ? parts(sent[0].toLowerCase()) === parts(value.toLowerCase())
          : parts(sent[0]) === parts(value);
      if (name !== 'Content-Security-Policy') return same ? [] : [`${name}: ${sent[0]}`];
      const wrong = differences(sent[0], value);
      return wrong.length
        ? [`a Content-Security-Policy other than the build's, in ${wrong.join(', ')}`]
        : [];
    });
    if (missing.length) problems.push(`no ${missing.join(', ')}`);
    if (answer.headers.has('content-security-policy-report-only'))
      problems.push('a Content-Security-Policy-Report-Only, which enforces nothing');
    const robots = answer.headers.get('x-robots-tag') ?? [];
    if (pagePaths.includes(target) && !site.preview && robots.some((r) => /noindex/i.test(r)))
      problems.push(
        `X-Robots-Tag: ${robots.join(', ')}, which keeps the page out of search engines`,
      );
    return problems;
  },
  whenKept: (count) =>
    `${count} answers, each with every header of the build once, its policy among them`,
};
