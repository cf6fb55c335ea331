// Every page carries its own Content-Security-Policy <meta> with the hashes of what it runs inline;
// the hosts send it as a header, with every page's hashes (build-steps/postbuild.ts). The hashes are
// read from the finished page as a browser, and npm run verify, read them (hosting/headers.ts).
import { inlineHashes } from '../../hosting/headers.ts';
import { assume } from '../next-assumptions.ts';
import type { Page } from '../page.ts';

type Hashes = ReturnType<typeof inlineHashes>;

/** Adds the CSP <meta> right after the charset, before anything it governs. */
export function addCspMeta(
  page: Page,
  policy: (hashes: Hashes) => string,
): { hashes: Hashes; report: string } {
  // Markup needs no 'unsafe-inline': no style attribute, no event handler.
  for (const element of page.kept())
    for (const name of element.attrs.keys())
      assume(
        'noInlineAttributes',
        page.context,
        name !== 'style' && !/^on[a-z]+$/.test(name),
        () => `<${element.tag} ${name}="…">`,
      );
  const hashes = inlineHashes(page.toString());
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
