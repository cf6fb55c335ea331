// The MDX loader of `next build` and `next dev`: @next/mdx's own loader, except that a legal
// document that fails to compile is reported as lib/mdx/editor-errors.mjs words it, one paragraph
// per mistake, instead of the parser's message and its stack. Turbopack puts the file's path above
// the message, so the message gives the line and column only.
const nextMdxLoader = require('@next/mdx/mdx-js-loader');

/** @this {any} @param {string} source */
module.exports = function legalMdxLoader(source) {
  const done = this.async();
  /** @param {unknown} error @param {unknown[]} result */
  const report = (error, ...result) => {
    if (!error) return done(null, ...result);
    import('./editor-errors.mjs').then(({ explain, formatForOverlay }) => {
      const mistakes = explain(error, source);
      const plain = new Error(formatForOverlay(mistakes));
      // Printed as "name: message"; only the words: no stack, no cause.
      plain.name = mistakes.length === 1 ? 'Mistake in the text' : 'Mistakes in the text';
      plain.stack = `${plain.name}: ${plain.message}`;
      done(plain);
    }, done);
  };
  const context = new Proxy(this, {
    get: (target, property, receiver) =>
      property === 'async' ? () => report : Reflect.get(target, property, receiver),
  });
  nextMdxLoader.call(context, source);
};
