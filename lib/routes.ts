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
 * /index.html and /index to /, and each other page's .html and trailing-slash forms.
 */
export const cleanUrlRedirects: readonly (readonly [from: string, to: string])[] = Object.freeze([
  ['/index.html', '/'],
  ['/index', '/'],
  ...pagePaths
    .filter((page) => page !== '/')
    .flatMap((page) => [[`${page}/`, page] as const, [`${page}.html`, page] as const]),
]);
