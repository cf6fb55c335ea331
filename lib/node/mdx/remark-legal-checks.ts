// Checks a legal document for what compiles but would be wrong on the page (a tag, value, link or
// cross-reference to nothing, a heading out of place, a section number typed by hand, a Markdown
// mark that would be shown as typed), reporting all of them in one run before the compile fails.
// The tree mixes mdast, MDX and estree nodes, read field by field as each check names them.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { toString } from 'mdast-util-to-string';
import { CONTINUE, visit } from 'unist-util-visit';
import { pagePaths } from '../../routes.ts';
import { slugify } from '../../slug.ts';
import { pointIn, reportMistake, throwIfMistakes } from './editor-errors.ts';
import { declaredNames } from './remark-legal-document.ts';
import type { VFile } from 'vfile';

/** The names an expression reads, e.g. "site" in {site.name}. */
function readNames(node: any, names: Set<string> = new Set()) {
  if (!node || typeof node !== 'object') return names;
  if (node.type === 'Identifier') names.add(node.name);
  else if (node.type === 'MemberExpression') {
    readNames(node.object, names);
    if (node.computed) readNames(node.property, names);
  } else if (node.type === 'Property') {
    if (node.computed) readNames(node.key, names);
    readNames(node.value, names);
  } else
    for (const [key, value] of Object.entries(node))
      if (key !== 'loc' && key !== 'range' && key !== 'comments')
        for (const child of Array.isArray(value) ? value : [value]) readNames(child, names);
  return names;
}

const pageList = pagePaths.join(', ');

/**
 * Marks Markdown leaves in the text, as typed, when they are not closed or not written quite
 * right. A mark with a backslash before it (\\*) is meant to be shown, and is left alone.
 */
const literalMarks: { mark: RegExp; says: (mark: string) => string }[] = [
  {
    mark: /(?<!\\)(?:\*\*|__)/g,
    says: (mark) =>
      `"${mark}" would be shown as typed: it starts bold text that nothing closes. Put another "${mark}" right after the words to make bold (**like this**), or remove it.`,
  },
  {
    // A single * or _ at the edge of a word, as emphasis starts or ends; one inside a word
    // (utm_source) is an ordinary character.
    mark: /(?<![\\\p{L}\p{N}*_])[*_](?=[^\s*_])|(?<=[^\s*_\\])[*_](?![\p{L}\p{N}*_])/gu,
    says: (mark) =>
      `"${mark}" would be shown as typed: it starts or ends italic text that has no other end. Put "${mark}" on both sides of the words (${mark}like this${mark}), or write \\${mark} to show the character itself.`,
  },
  {
    mark: /(?<!\\)`/g,
    says: () =>
      'A "`" would be shown as typed: it starts code that no other "`" closes. Put one on both sides (`like_this`), or remove it.',
  },
  {
    mark: /(?<!\\)~~/g,
    says: () =>
      '"~~" would be shown as typed: legal text cannot cross words out. Remove it, and the words if they no longer apply.',
  },
  {
    mark: /(?<!\\)\]\(/g,
    says: () =>
      'This link is not finished: after "](" comes the address and a closing ")", as in [Terms of Use](/terms-of-use).',
  },
];

/** @param [options] the custom components mdx-components.tsx provides */
export default function remarkLegalChecks(options: { components?: string[] } = {}) {
  const provided = options.components ?? [];
  const tagList = provided.map((name) => `<${name} />`).join(', ');
  return (tree: any, file: VFile) => {
    const report = (message: string, place: any) => reportMistake(file, message, place);
    const declared = declaredNames(tree);
    const sections: Map<string, number> = new Map();
    const ids: Set<string> = new Set();
    const anchors: any[] = [];
    const texts: any[] = [];
    const sectionIds: string[] = [];
    let level = 1;

    visit(tree, (node: any) => {
      if (node.type === 'heading') {
        const words = toString(node).trim();
        if (node.depth === 1)
          report(
            'A "#" heading would be a second page title. The title comes from "title:" in the details block at the top; sections start with "##".',
            node,
          );
        else if (node.depth > level + 1)
          report(
            `This heading skips a level: it is ${'#'.repeat(node.depth)} right after ${'#'.repeat(level)}. Use ${'#'.repeat(level + 1)} here (sections are ##, their sub-headings ###).`,
            node,
          );
        level = Math.max(node.depth, 1);
        const id = slugify(words);
        ids.add(id);
        if (node.depth !== 2) return CONTINUE;
        const number = /^\s*\d+[.)]\s+/.exec(words);
        if (number)
          report(
            `Section numbers are added automatically, in the order of the sections: write "## ${words.slice(number[0].length)}", without "${number[0].trim()}".`,
            node,
          );
        const other = sections.get(id);
        if (other !== undefined)
          report(
            `Two sections have the title "${words.replace(/^\s*\d+[.)]\s+/, '')}" (the other is on line ${other}). Give each section its own title: the title is also the section's address (#${id}).`,
            node,
          );
        else sections.set(id, node.position.start.line);
        sectionIds.push(id);
      }

      if (node.type === 'text') texts.push(node);
      // A line of "#" signs with no space after them is a paragraph that shows them.
      const hashes =
        node.type === 'paragraph' && /^(#{1,6})(?=[^\s#])([^.,;:]*)/.exec(toString(node));
      if (hashes)
        report(
          `This line starts with "${hashes[1]}" but is no heading: a heading needs a space after the # signs, as in "## ${hashes[2]}".`,
          node,
        );

      if (node.type === 'link' || node.type === 'definition') {
        const url = String(node.url);
        if (url.startsWith('#')) anchors.push(node);
        else if (url.startsWith('/') && !url.startsWith('//')) {
          if (!pagePaths.includes(url.split(/[?#]/)[0]))
            report(
              `The link "${url}" leads to no page of this site. The pages are ${pageList}.`,
              node,
            );
        } else if (!/^(https:|http:|mailto:)/.test(url))
          report(
            `The link "${url}" is incomplete. Start a link to a page of this site with "/" (${pageList}), to another site with "https://", to an email address with "mailto:".`,
            node,
          );
      }

      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const root = node.name?.split('.')[0];
        // Lower-case names are HTML elements; only capitalised names must be provided.
        if (root && /^[A-Z]/.test(root) && !provided.includes(root) && !declared.has(root))
          report(
            `There is no <${node.name}> tag. The tags legal text can use are ${tagList}. Check the spelling.`,
            node,
          );
      }

      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        for (const name of readNames(node.data?.estree)) {
          if (name === 'site' || declared.has(name)) continue;
          report(
            `{${node.value.trim()}} is not a value the page knows. Values start with "site.", like {site.name}. To show braces in the text, write \\{ and \\}.`,
            node,
          );
          break;
        }
      }
    });

    // The marks are looked for in the text as written, where an escaped one still has its "\\".
    const source = typeof file.value === 'string' ? file.value : null;
    for (const node of texts) {
      const { start, end } = node.position ?? {};
      if (!source || start?.offset === undefined) continue;
      const written = source.slice(start.offset, end.offset);
      for (const { mark, says } of literalMarks)
        for (const found of written.matchAll(mark))
          report(says(found[0]), pointIn(written, found.index, start));
    }

    const addresses = sectionIds.map((id) => `#${id}`).join(', ');
    // "Section 1798.100 of the California Civil Code" names another text's section, not ours.
    for (const node of texts) {
      for (const typed of String(node.value).matchAll(
        /(?:\bsections?|§)\s*(\d+)\b(?![.,]\d|\s+of\b)/gi,
      )) {
        const id = sectionIds[Number(typed[1]) - 1];
        const instead = id
          ? `[](#${id})`
          : `[](#address), with the address of the section you mean (${addresses})`;
        report(
          `"${typed[0]}" is a section number typed by hand, which goes wrong when a section is added, removed or moved. Write ${instead} instead: the page shows that section's current number and title.`,
          // Exact unless an escape or entity precedes it on its line: then a column or two early.
          pointIn(String(node.value), typed.index, node.position.start),
        );
      }
    }

    for (const link of anchors) {
      const id = decodeURIComponent(String(link.url).slice(1));
      if (link.type === 'link' && link.children.length === 0 && !sectionIds.includes(id))
        report(
          `"[](${link.url})" refers to no section. A reference is written [](#address), where the address is a section's title in lower case with dashes; the sections' addresses are ${addresses}.`,
          link,
        );
      else if (!ids.has(id))
        report(
          `The link "${link.url}" points to no section of this page. A section's address is its title in lower case with dashes, e.g. "## Data Collected" is #data-collected.`,
          link,
        );
    }
    throwIfMistakes(file);
  };
}
