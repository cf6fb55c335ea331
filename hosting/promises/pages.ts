// Each page whole and as the build made it: its canonical link is the site's origin and its path, it
// may be indexed (but a preview), what it runs inline is what its <meta> policy allows (a CDN that
// minifies or injects a script gets it blocked), every file it loads answers 200 with its type.
import { exportedFile, pagePaths } from '../../lib/routes.ts';
import { site as config } from '../../lib/site.ts';
import { allowed, inlineHashes, metaPolicy } from '../headers.ts';
import { one } from '../http.ts';
import { browserGets, built, made, text, type Check, type Site } from '../site.ts';

const { origin } = new URL(config.url);
const types: [RegExp, RegExp][] = [
  [/\.js$/, /^(application|text)\/javascript/],
  [/\.css$/, /^text\/css/],
  [/\.txt$/, /^text\/plain/],
  [/\.xml$/, /^(application|text)\/xml/],
  [/./, /^text\/html/],
];

/** What a page's own markup says of it. */
function page(html: string, path: string, site: Site, robots: string[]) {
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const policy = metaPolicy(html);
  const inline = inlineHashes(html);
  const { scripts, styles } = allowed(policy ?? '');
  const blocked =
    [...inline.scripts].filter((h) => !scripts.has(h)).length +
    [...inline.styles].filter((h) => !styles.has(h)).length;
  return [
    !/<\/html>\s*$/i.test(html) && 'no </html> at its end: a page cut short',
    (!canonical || new URL(canonical).href !== new URL(path, origin).href) &&
      `its canonical link names ${canonical ?? 'nothing'}, not ${new URL(path, origin).href}`,
    /<meta name="robots" content="[^"]*noindex/i.test(html) && 'a <meta> noindex',
    !site.preview && robots.some((r) => /noindex/i.test(r)) && `X-Robots-Tag: ${robots.join(', ')}`,
    !policy && 'no Content-Security-Policy <meta>',
    blocked > 0 &&
      `${blocked} inline scripts or styles its policy does not allow, which the browser blocks`,
  ].filter((problem) => typeof problem === 'string');
}

export const pages: Check = {
  title: 'the pages, as built',
  says: 'each page whole and as built at its clean URL (its canonical, indexable, its inline scripts allowed), and every file it loads, 200 with its type',
  async cases(site) {
    const { assets } = await built(site);
    return browserGets([...pagePaths, '/robots.txt', '/sitemap.xml', ...assets]);
  },
  assert(answer, { target }, site) {
    if (answer.status !== 200) return [`answered ${answer.status}`];
    const type = one(answer, 'content-type') ?? 'none';
    const [, expected] = types.find(([file]) => file.test(target))!;
    if (!expected.test(type)) return [`served as ${type}`];
    const file = pagePaths.includes(target) ? exportedFile(target) : target.slice(1);
    const built = made(site, file);
    if (built && !answer.body.equals(built))
      return [`${answer.body.length} bytes that are not the ${built.length} the build made`];
    const body = text(answer);
    const robots = answer.headers.get('x-robots-tag') ?? [];
    if (pagePaths.includes(target)) return page(body, target, site, robots);
    if (target === '/robots.txt')
      return [
        /^Disallow:\s*\/\s*$/im.test(body) && 'disallows every path',
        !body.includes(`Sitemap: ${origin}/sitemap.xml`) && `names no sitemap at ${origin}`,
      ].filter((problem) => typeof problem === 'string');
    if (target === '/sitemap.xml') {
      const listed = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      return pagePaths
        .map((path) => new URL(path, origin).href)
        .filter((url) => !listed.includes(url))
        .map((url) => `does not list ${url}`);
    }
    return [];
  },
  holds: (count) =>
    `${count} answers: every page whole and itself, robots.txt and the sitemap on ${origin}, every file the pages load`,
};
