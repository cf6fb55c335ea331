import { inlineScript } from './inline-script.ts';

it('writes the function called with its arguments, data as JSON', () => {
  function greet(name: string, times: number, words: readonly string[]) {
    return [name, times, words];
  }
  const script = inlineScript(greet, 'a"b', 2, ['x', 'y']);
  expect(script).toBe(`(${String(greet)})("a\\"b",2,["x","y"])`);
  expect(new Function(`return ${script}`)()).toEqual(['a"b', 2, ['x', 'y']]);
});

it.each([['</script>'], ['</SCRIPT '], ['<!--']])(
  'refuses a script holding %s, which would end the inline element early',
  (text) => {
    expect(() => inlineScript((value: string) => void value, text)).toThrow(
      /would end the inline <script> early/,
    );
  },
);
