import { render, screen, within } from '@testing-library/react';
import { spawnSync } from 'node:child_process';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { useMDXComponents } from '@/mdx-components';
import { QueryProvider } from '@/components/links/carried-query';

/** Compiles MDX with the build's own options, in Node (MDX is ESM-only), for this test to run. */
function compileMdx(source: string): ComponentType {
  const script = `
    import { compile } from '@mdx-js/mdx';
    import { mdxOptions } from './lib/mdx/options.mjs';
    const remarkPlugins = await Promise.all(
      mdxOptions.remarkPlugins.map(async ([path, options]) => [(await import(path)).default, options]),
    );
    let source = '';
    for await (const chunk of process.stdin) source += chunk;
    const options = { remarkPlugins, outputFormat: 'function-body', providerImportSource: '@mdx-js/react' };
    process.stdout.write(String(await compile(source, options)));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return new Function(result.stdout)({ ...runtime, useMDXComponents }).default;
}

it('shows each section in the contents as the page shows it, and links to its heading', () => {
  const Document = compileMdx(
    [
      "export const site = { name: 'FormaFit' };",
      '',
      '## 1. About {site.name} and [its terms](/terms-of-use)',
      '',
      'Some text.',
      '',
      '## 2. A *second* section',
      '',
      'More text.',
    ].join('\n'),
  );
  render(<Document />, { wrapper: QueryProvider });

  const headings = screen.getAllByRole('heading', { level: 2 });
  const entries = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
  expect(headings.map((h) => h.textContent)).toEqual([
    '1. About FormaFit and its terms',
    '2. A second section',
  ]);
  expect(entries.map((a) => a.textContent)).toEqual(headings.map((h) => h.textContent));
  expect(headings.map((h) => h.id)).toEqual(['about-formafit-and-its-terms', 'a-second-section']);
  expect(entries.map((a) => a.getAttribute('href'))).toEqual(headings.map((h) => `#${h.id}`));
  // The heading keeps its link; the entry, a link itself, holds only its words.
  expect(within(headings[0]).getByRole('link', { name: 'its terms' })).toHaveAttribute(
    'href',
    '/terms-of-use',
  );
  expect(entries[0].querySelector('a')).toBeNull();
  expect(entries[1].querySelector('em')).toHaveTextContent('second');
});
