/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineHashes } from '../../hosting/headers.ts';
import { readElements, readPage } from '../page.ts';
import { capturedPages, page } from '../fixtures/next-output';
import { addCspMeta } from './csp-meta.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const policy = ({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }) =>
  `script-src ${[...scripts].sort().join(' ')}; style-src ${[...styles].sort().join(' ')}`;

describe.each(capturedPages)('on %s', (name) => {
  it('puts the policy for what the page runs inline right after its charset', () => {
    const read = page(name);
    const result = addCspMeta(read, policy);
    const html = read.toString();
    expect(result.hashes).toEqual(inlineHashes(html));
    const [charset, csp] = readElements(html).filter((e) => e.tag === 'meta');
    expect(charset.attrs.has('charset')).toBe(true);
    expect(csp.start).toBe(charset.end);
    expect(csp.attrs.get('http-equiv')).toBe('Content-Security-Policy');
    expect(csp.attrs.get('content')).toBe(policy(result.hashes));
    expect(result.report).toBe(
      `CSP meta (${result.hashes.scripts.size} script, ${result.hashes.styles.size} style hashes)`,
    );
  });
});

it('hashes executable inline scripts and styles, not external or JSON ones', () => {
  const html =
    '<style>a{color:red}</style><script>run()</script><script src="/x.js"></script>' +
    '<script type="application/ld+json">{"a":1}</script><script type="application/json">[]</script>' +
    '<script id="_R_">boot()</script><template><script>inTemplate()</script></template>';
  const { scripts, styles } = inlineHashes(html);
  expect([...scripts].sort()).toEqual([sha('run()'), sha('boot()'), sha('inTemplate()')].sort());
  expect([...styles]).toEqual([sha('a{color:red}')]);
});

it('refuses markup that only unsafe-inline could allow, naming the assumption', () => {
  const context = { page: 'a page', nextVersion: 'its' };
  const add = (body: string) =>
    addCspMeta(readPage(`<meta charSet="utf-8"/>${body}`, context), () => '');
  expect(() => add('<div style="color:red"></div>')).toThrow(
    /^Next assumption "noInlineAttributes" no longer holds .* Found: <div style="…">/,
  );
  expect(() => add('<a ONCLICK="x()"></a>')).toThrow(/Found: <a onclick="…">/);
});
