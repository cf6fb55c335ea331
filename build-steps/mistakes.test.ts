/** @jest-environment node */
import { run } from '../lib/node/run.ts';
import { annotation, printFailure } from './mistakes.ts';

describe('annotation', () => {
  it('escapes %, line breaks, and in properties : and , as the workflow commands require', () => {
    const mistake = { line: 1, column: 2, message: '100% sure: "a, b"\nthen\r\nmore' };
    expect(annotation('a,b:c%.mdx', mistake)).toBe(
      '::error file=a%2Cb%3Ac%25.mdx,line=1,col=2::100%25 sure: "a, b"%0Athen%0D%0Amore',
    );
  });
});

describe('printFailure', () => {
  const printed = (github: boolean) => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const before = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = github ? 'true' : '';
    printFailure(
      'postbuild (Next 16.4.6)',
      new Error('Next wrote a page this post-build\ndoes not know.'),
    );
    process.env.GITHUB_ACTIONS = before;
    const lines = log.mock.calls.map(([line]) => line);
    log.mockRestore();
    return lines;
  };

  it("on GitHub, is an annotation titled with the step, holding the step's own message", () => {
    expect(printed(true)).toEqual([
      '::error title=postbuild (Next 16.4.6)::Next wrote a page this post-build%0Adoes not know.',
    ]);
  });

  it('elsewhere, adds nothing to what the step prints', () => {
    expect(printed(false)).toEqual([]);
  });
});

const check = (script: string, file: string, github: boolean) =>
  run('node', [script, file], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: github ? 'true' : '' },
  });

describe.each([
  ['build-steps/check-mdx.ts', 'build-steps/fixtures/mistakes/typed-reference.mdx'],
  ['build-steps/check-copy.ts', 'build-steps/fixtures/mistakes/quoted-copy.ts'],
])('%s', (script, file) => {
  it('puts each mistake on its line of the pull request on GitHub, with the same words', () => {
    const plain = check(script, file, false);
    const github = check(script, file, true);
    expect(github.status).toBe(1);
    expect(github.stderr).toBe(plain.stderr);
    expect(plain.stdout).toBe('');
    const [, line, column, message] = /^[^:]+:(\d+):(\d+): (.*)$/m.exec(plain.stderr)!;
    expect(github.stdout.trim().split('\n')).toEqual([
      `::error file=${file},line=${line},col=${column}::${message}`,
    ]);
  });
});
