// The security headers (hosting/headers.ts) on the pages, the files they load, the 404 and the
// redirects: each once, or each time the same (a CDN repeating the origin's), but the three whose
// repeats change what a browser does; and one policy, the build's: not stale, stricter or Report-Only.
import { cleanUrlRedirects, pagePaths } from '../../lib/routes.ts';
import { directives, securityHeaders } from '../headers.ts';
import { adQuery, browserGets, built, unknownPath, type Check } from '../site.ts';

/** Repeated, these change what a browser does: each policy applies, and a list is no token. */
const once = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

/** The directives in which two policies differ, their sources' order aside. */
function differences(sent: string, made: string) {
  const [a, b] = [directives(sent), directives(made)];
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => String(a.get(name)) !== String(b.get(name)));
}

export const headers: Check = {
  title: 'the security headers',
  says: "the security headers, with one Content-Security-Policy, the build's, on pages, the files they load, the 404 and redirects",
  async cases(site) {
    const { assets } = await built(site);
    const redirects = cleanUrlRedirects.map(([from]) => `${from}${adQuery}`);
    return browserGets([...pagePaths, ...assets, unknownPath, ...redirects]);
  },
  async assert(answer, _, site) {
    const expected = { 'Content-Security-Policy': (await built(site)).policy, ...securityHeaders };
    const missing = Object.keys(expected).filter((name) => !answer.headers.has(name.toLowerCase()));
    const problems = Object.entries(expected).flatMap(([name, value]) => {
      const sent = answer.headers.get(name.toLowerCase()) ?? [];
      if (!sent.length) return [];
      if (new Set(sent).size > 1 || (sent.length > 1 && once.includes(name.toLowerCase())))
        return [`${name} sent ${sent.length} times`];
      if (name !== 'Content-Security-Policy')
        return sent[0] === value ? [] : [`${name}: ${sent[0]}`];
      const wrong = differences(sent[0], value);
      return wrong.length
        ? [`a Content-Security-Policy other than the build's, in ${wrong.join(', ')}`]
        : [];
    });
    if (missing.length) problems.push(`no ${missing.join(', ')}`);
    if (answer.headers.has('content-security-policy-report-only'))
      problems.push('a Content-Security-Policy-Report-Only, which enforces nothing');
    return problems;
  },
  holds: (count) => `${count} answers, each with every header once, and the policy the build made`,
};
