/**
 * The site's pages, spelled once: the app, the sitemap, the post-build host configs, the grader,
 * the live-site check, the bench and every test read this list.
 */
export const routes = Object.freeze({
  home: '/',
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
} as const);

/** Every page path, home first. */
export const pagePaths: readonly string[] = Object.freeze(Object.values(routes));

/** The file `next build` exports a page path to, relative to out/. */
export const exportedFile = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1)}.html`;

/**
 * The variants of a page's address that every host able to redirect sends, once, to the clean URL:
 * /index.html, /index and their trailing-slash forms to /, and each other page's .html and
 * trailing-slash forms, and both at once.
 */
export const cleanUrlRedirects: readonly (readonly [from: string, to: string])[] = Object.freeze(
  pagePaths.flatMap((page) =>
    (page === '/' ? ['/index', '/index.html', '/index/', '/index.html/'] : ['/', '.html', '.html/'])
      .map((end) => (page === '/' ? end : `${page}${end}`))
      .map((from) => [from, page] as const),
  ),
);

/** A variant's shape: /index, a .html, a trailing slash, or both. */
export type VariantKind = 'bare' | 'html' | 'slash' | 'html slash';
export const variantKind = (from: string): VariantKind =>
  from.endsWith('.html/')
    ? 'html slash'
    : from.endsWith('/')
      ? 'slash'
      : from.endsWith('.html')
        ? 'html'
        : 'bare';
