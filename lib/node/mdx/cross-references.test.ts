/** @jest-environment node */
import { run } from '../run.ts';
import { readFileSync } from 'node:fs';
import { legalPages, legalSource, type LegalPath } from '@/lib/legal';
import { slugify } from '../../slug.ts';

/** Each source's sections and cross-references as the build's own MDX compile shows them. */
function compiled(sources: string[]) {
  const script = `
    import { compile } from '@mdx-js/mdx';
    import { loadRemarkPlugins } from './lib/node/mdx/options.ts';
    import { slugify } from './lib/slug.ts';
    const text = (node) => node.value ?? (node.children ?? []).map(text).join('');
    let found;
    const capture = () => (tree) => {
      const sections = tree.children
        .filter((node) => node.type === 'heading' && node.depth === 2)
        .map((node) => ({ id: slugify(text(node)), heading: text(node) }));
      const references = [];
      const visit = (node) => {
        if (node.type === 'link' && node.url.startsWith('#')) references.push({ url: node.url, text: text(node) });
        (node.children ?? []).forEach(visit);
      };
      visit(tree);
      found = { sections, references };
    };
    const plugins = await loadRemarkPlugins();
    const results = [];
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    for (const source of JSON.parse(input)) {
      await compile(source, { remarkPlugins: [...plugins, capture] });
      results.push(found);
    }
    process.stdout.write(JSON.stringify(results));`;
  const result = run('node', ['--input-type=module', '-e', script], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as {
    sections: { id: string; heading: string }[];
    references: { url: string; text: string }[];
  }[];
}

/** The text split at its "## " sections: [everything before the first, ...sections]. */
const split = (source: string) => source.split(/^(?=## )/m);

/** Adds a reference to the last section but one at the end, for each variant to renumber. */
function withReference(source: string) {
  const target = compiled([source])[0].sections.at(-2)!.id;
  return `${source.trimEnd()}\n\nSee [](#${target}).\n`;
}

const variants: [string, (source: string) => string][] = [
  ['as written', (s) => s],
  [
    'with the first section no reference points to deleted',
    (s) => {
      const [head, ...sections] = split(s);
      const referenced = new Set([...s.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]));
      const unreferenced = sections.findIndex(
        (section) => !referenced.has(slugify(section.split('\n')[0].slice(3))),
      );
      sections.splice(unreferenced, 1);
      return head + sections.join('');
    },
  ],
  [
    'with a section added at the top',
    (s) => {
      const [head, ...sections] = split(s);
      return `${head}## A New First Section\n\nNew text.\n\n${sections.join('')}`;
    },
  ],
  [
    'with the last section moved to the top',
    (s) => {
      const [head, ...sections] = split(s);
      const last = sections.pop()!;
      return head + [`${last.trimEnd()}\n\n`, ...sections].join('');
    },
  ],
];

describe.each(Object.keys(legalPages) as LegalPath[])('%s', (path) => {
  const source = withReference(readFileSync(legalSource(path), 'utf8'));
  const results = compiled(variants.map(([, change]) => change(source)));

  it.each(variants.map(([name], i) => [name, results[i]] as const))(
    '%s, every reference shows its section’s current number and title',
    (_, { sections, references }) => {
      const filled = references.filter((r) => r.text.startsWith('section '));
      expect(filled.length).toBeGreaterThan(0);
      for (const reference of filled) {
        const index = sections.findIndex((s) => `#${s.id}` === reference.url);
        expect(index).toBeGreaterThanOrEqual(0);
        const title = sections[index].heading.replace(/^\d+\. /, '');
        expect(reference.text).toBe(`section ${index + 1} (${title})`);
      }
    },
  );
});
