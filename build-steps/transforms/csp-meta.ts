// Every page carries its own Content-Security-Policy <meta> with the hashes of what it runs inline;
// the hosts send it as a header, with every page's hashes (build-steps/postbuild.ts).
import { createHash } from 'node:crypto';
import { assume } from '../next-assumptions.ts';
import { readElements, runs } from '../page.ts';
import type { Element, Page, PageContext } from '../page.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The hashes of the inline scripts that run and styles: markup needs no 'unsafe-inline'. */
function hashesOf(elements: Element[], context: PageContext) {
  for (const element of elements)
    for (const name of element.attrs.keys())
      assume(
        'noInlineAttributes',
        context,
        name !== 'style' && !/^on[a-z]+$/.test(name),
        () => `<${element.tag} ${name}="…">`,
      );
  return {
    scripts: new Set(elements.filter(runs).map((e) => sha256(e.text))),
    styles: new Set(elements.filter((e) => e.tag === 'style').map((e) => sha256(e.text))),
  };
}

export const inlineHashes = (html: string, context = { page: 'a page', nextVersion: 'its' }) =>
  hashesOf(readElements(html), context);

/** Adds the CSP <meta> right after the charset, before anything it governs. */
export function addCspMeta(
  page: Page,
  policy: (hashes: { scripts: Set<string>; styles: Set<string> }) => string,
): { hashes: { scripts: Set<string>; styles: Set<string> }; report: string } {
  const hashes = hashesOf(page.kept(), page.context);
  const charset = page.elements.find((e) => e.tag === 'meta' && e.attrs.has('charset'));
  assume('charsetMeta', page.context, charset !== undefined, () => 'no <meta charSet>');
  page.insertAfter(
    charset,
    `<meta http-equiv="Content-Security-Policy" content="${policy(hashes)}"/>`,
  );
  return {
    hashes,
    report: `CSP meta (${hashes.scripts.size} script, ${hashes.styles.size} style hashes)`,
  };
}
