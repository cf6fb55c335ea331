/**
 * Stable anchor ids for legal headings: "3. Cookies & similar technologies" → "cookies-similar-technologies".
 * The section number is dropped so that renumbering sections does not break links people shared.
 * Plain JS because the MDX checks (lib/node/mdx/) compute the same ids while the text compiles.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^\s*\d+[.)]?\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
