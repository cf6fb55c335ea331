// The MDX loader of `next build` and `next dev`: @next/mdx's own, except that a failed compile is
// reported in the editor's words (editor-errors.ts) instead of the parser's message and its stack.
import { createRequire } from 'node:module';
import { explain, formatForOverlay } from './editor-errors.ts';

type Callback = (error: unknown, ...result: unknown[]) => void;
type LoaderContext = { async(): Callback };

const nextMdxLoader: (this: LoaderContext, source: string) => void = createRequire(import.meta.url)(
  '@next/mdx/mdx-js-loader',
);

export default function legalMdxLoader(this: LoaderContext, source: string) {
  const done = this.async();
  const report: Callback = (error, ...result) => {
    if (!error) return done(null, ...result);
    const mistakes = explain(error, source);
    const plain = new Error(formatForOverlay(mistakes));
    // Printed as "name: message"; only the words: no stack, no cause.
    plain.name = mistakes.length === 1 ? 'Mistake in the text' : 'Mistakes in the text';
    plain.stack = `${plain.name}: ${plain.message}`;
    done(plain);
  };
  const context = new Proxy(this, {
    get: (target, property, receiver) =>
      property === 'async' ? () => report : Reflect.get(target, property, receiver),
  });
  nextMdxLoader.call(context, source);
}
