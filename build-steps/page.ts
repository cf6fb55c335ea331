// One exported page as the transforms read and edit it: parsed once with parse5 (as a browser
// parses it), edited at its source offsets through one magic-string, never re-serialised, so what
// no transform touches stays byte for byte as Next wrote it.
import MagicString from 'magic-string';
import { parse } from 'parse5';

/** An element as parse5 read it: offsets of its tags (start, end) and of its text. */
export type Element = {
  tag: string;
  attrs: Map<string, string>;
  text: string;
  start: number;
  end: number;
  textStart: number;
  textEnd: number;
};

export function readElements(html: string): Element[] {
  const elements: Element[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const visit = (node: any) => {
    const location = node.sourceCodeLocation;
    if (node.tagName && location) {
      const textStart = location.startTag?.endOffset ?? location.startOffset;
      const textEnd = location.endTag?.startOffset ?? textStart;
      elements.push({
        tag: node.tagName,
        attrs: new Map(node.attrs.map((a: { name: string; value: string }) => [a.name, a.value])),
        text: html.slice(textStart, textEnd),
        start: location.startOffset,
        end: location.endOffset,
        textStart,
        textEnd,
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return elements;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Whether a <script> runs: JSON data blocks (JSON-LD) are not subject to script-src. */
export const runs = (script: Element) =>
  script.tag === 'script' &&
  !script.attrs.has('src') &&
  !/^application\/(ld\+)?json$/i.test(script.attrs.get('type') ?? '');

export type PageContext = { page: string; nextVersion: string };

export type Page = {
  html: string; // as Next exported it
  elements: Element[];
  context: PageContext;
  remove(element: Element): void;
  replaceText(element: Element, text: string): void;
  insertAfter(element: Element, markup: string): void; // the element must stay in the page
  appendInside(element: Element, markup: string): void; // before its end tag
  kept(): Element[]; // the elements still in the page, with their text as it stands
  toString(): string;
};

export function readPage(html: string, context: PageContext): Page {
  const elements = readElements(html);
  const edits = new MagicString(html);
  const removed: Set<Element> = new Set();
  const texts: Map<Element, string> = new Map();
  return {
    html,
    elements,
    context,
    remove(element) {
      removed.add(element);
      edits.remove(element.start, element.end);
    },
    replaceText(element, text) {
      texts.set(element, text);
      edits.overwrite(element.textStart, element.textEnd, text);
    },
    insertAfter: (element, markup) => edits.appendLeft(element.end, markup),
    // Tied to the end tag, so it stays whatever is removed before it.
    appendInside: (element, markup) => edits.appendRight(element.textEnd, markup),
    kept: () =>
      elements
        .filter((e) => !removed.has(e))
        .map((e) => (texts.has(e) ? { ...e, text: texts.get(e) as string } : e)),
    toString: () => edits.toString(),
  };
}
