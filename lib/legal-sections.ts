import { slugify } from './slug';

export type LegalSection = { id: string; title: string };

/** The level-2 headings of an MDX document, in order, with the ids LegalHeading gives them. */
export function legalSections(mdxSource: string): LegalSection[] {
  const sections: LegalSection[] = [];
  let inFence = false;
  for (const line of mdxSource.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = !inFence && /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      const title = match[1].replace(/[*_`]/g, '');
      sections.push({ id: slugify(title), title });
    }
  }
  return sections;
}
