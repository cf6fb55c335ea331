/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { knownComponents } from '@/lib/mdx/known-components.mjs';
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

it('uses the same MDX options in the Next build', () => {
  expect(readFileSync('next.config.mjs', 'utf8')).toMatch(/createMDX\(\{ options: mdxOptions \}\)/);
});
