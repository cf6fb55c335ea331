/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { knownComponents } from '@/lib/mdx/known-components.mjs';
import { mdxOptions } from '@/lib/mdx/options.mjs';
import { customComponents } from '@/mdx-components';

function checkMdx(...files: string[]) {
  return spawnSync(process.execPath, ['scripts/check-mdx.mjs', ...files], { encoding: 'utf8' });
}

it('passes the real legal pages', () => {
  const result = checkMdx();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('names the file and line of an unknown component', () => {
  const result = checkMdx('scripts/fixtures/unknown-component.mdx');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('scripts/fixtures/unknown-component.mdx:3:10');
  expect(result.stderr).toContain('Unknown component <SuportEmail>');
});

it('names the file and line of a syntax error', () => {
  const result = checkMdx('scripts/fixtures/syntax-error.mdx');
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/scripts\/fixtures\/syntax-error\.mdx:5:\d+: .*closing brace/);
});

it('allows exactly the components mdx-components.tsx provides', () => {
  expect(Object.keys(customComponents).sort()).toEqual([...knownComponents].sort());
});

it('gives the Next build (Turbopack) the same MDX options as check:mdx', () => {
  type Loader = { loader: string; options: { remarkPlugins?: unknown } };
  process.env.TURBOPACK = '1';
  let config: { turbopack: { rules: Record<string, { loaders?: Loader[] }[]> } } | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    config = require('../next.config.mjs').default;
  });
  delete process.env.TURBOPACK;
  const loaders = Object.values(config!.turbopack.rules)
    .flat()
    .flatMap((rule) => rule.loaders ?? [])
    .filter((loader) => /mdx-js-loader/.test(loader.loader));
  expect(loaders).toHaveLength(1);
  expect(loaders[0].options.remarkPlugins).toEqual(mdxOptions.remarkPlugins);
});
