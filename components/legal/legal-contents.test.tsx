import { run } from '../../lib/node/run.ts';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { useMDXComponents } from '@/mdx-components';
import { QueryProvider } from '@/components/links/query-provider';

const details = `---
title: A document
description: A document to test the contents with.
date: 2025-01-08
---

export const site = { name: 'FormaFit' };`;

/** Compiles a document of these blocks with the build's own options, in Node (MDX is ESM-only). */
function compileMdx(...blocks: string[]): ComponentType {
  const script = `
    import { compile } from '@mdx-js/mdx';
    import { loadRemarkPlugins } from './lib/node/mdx/options.ts';
    const remarkPlugins = await loadRemarkPlugins();
    let source = '';
    for await (const chunk of process.stdin) source += chunk;
    const options = { remarkPlugins, outputFormat: 'function-body', providerImportSource: '@mdx-js/react' };
    process.stdout.write(String(await compile(source, options)));`;
  const result = run('node', ['--input-type=module', '-e', script], {
    input: [details, ...blocks].join('\n\n'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return new Function(result.stdout)({ ...runtime, useMDXComponents }).default;
}

it('numbers the sections in their order and shows each in the contents, linking to its heading', () => {
  const Document = compileMdx(
    '## About {site.name} and [its terms](/terms-of-use)',
    'Some text.',
    '## A *second* section',
    'More text.',
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
