/**
 * The site's pages, spelled once: the app, the sitemap, the post-build host configs, the grader,
 * the bench and every test read this list. Plain JS because Node scripts import it too.
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
