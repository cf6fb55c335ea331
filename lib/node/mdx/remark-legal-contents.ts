import { toString } from 'mdast-util-to-string';
// The tree mixes mdast, MDX and estree nodes, read field by field as each check names them.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { visit } from 'unist-util-visit';
import { slugify } from '../../slug.ts';

/**
 * Fills each cross-reference ("[](#cookies)") with its section's number and title ("section 3
 * (Cookies)"); remark-legal-checks.ts has already refused references to no section.
 */
function fillReferences(tree: any, headings: any[]) {
  const sections = new Map(
    headings.map((heading, index) => [slugify(toString(heading)), { heading, number: index + 1 }]),
  );
  visit(tree, 'link', (node: any) => {
    if (node.children.length === 0 && String(node.url).startsWith('#')) {
      const section = sections.get(decodeURIComponent(String(node.url).slice(1)));
      if (section) {
        const title = structuredClone(section.heading.children);
        // Plain titles become one text node, so the page holds the words as if typed.
        node.children = title.every((child: any) => child.type === 'text')
          ? [{ type: 'text', value: `section ${section.number} (${toString(section.heading)})` }]
          : [
              { type: 'text', value: `section ${section.number} (` },
              ...title,
              { type: 'text', value: ')' },
            ];
      }
    }
  });
}

/**
 * Numbers the sections in their order ("## Cookies" becomes "3. Cookies"), so no editor renumbers
 * by hand, and puts the table of contents, copies of the numbered headings, at the top. Both take
 * their anchor id from that text without the number (components/legal/legal-contents.tsx), so
 * they agree and renumbering never changes an address.
 */
export default function remarkLegalContents() {
  return (tree: any) => {
    const headings = tree.children.filter(
      (node: any) => node.type === 'heading' && node.depth === 2,
    );
    if (headings.length === 0) return;
    fillReferences(tree, headings);
    headings.forEach((heading: any, index: number) => {
      const number = `${index + 1}. `;
      // Joined to the heading's first words, so the page holds one text node, as if typed.
      const [first] = heading.children;
      if (first?.type === 'text') first.value = number + first.value;
      else heading.children.unshift({ type: 'text', value: number });
    });
    const contents = {
      type: 'mdxJsxFlowElement',
      name: 'LegalContents',
      attributes: [],
      children: headings.map((heading: any) => ({
        type: 'mdxJsxFlowElement',
        name: 'LegalContentsEntry',
        attributes: [],
        children: structuredClone(heading.children),
      })),
    };
    // After the imports and exports at the top, before the first section.
    const first = tree.children.findIndex((node: any) => node.type !== 'mdxjsEsm');
    tree.children.splice(first === -1 ? tree.children.length : first, 0, contents);
  };
}
