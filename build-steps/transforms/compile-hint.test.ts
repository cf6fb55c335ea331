/** @jest-environment node */
import { addCompileHint } from './compile-hint.ts';

it('adds the compile hint once', () => {
  const once = addCompileHint('push([1])');
  expect(once).toEqual({ source: '//# allFunctionsCalledOnLoad\npush([1])', added: true });
  expect(addCompileHint(once.source)).toEqual({ source: once.source, added: false });
});
