// One exported page as the post-build transforms (build-steps/transforms/) read and edit it.
//
// The HTML is read once, with parse5, which runs the WHATWG parsing algorithm browsers run:
// attribute order, quoting, entities and script text are read as a browser reads them. Every
// transform reads that one parse and records its edits at parse5's source offsets into one
// magic-string, applied at the end; the page is never re-serialised, so everything a transform does
// not touch stays byte for byte as Next wrote it.
import MagicString from 'magic-string';
import { parse } from 'parse5';

export class TransformError extends Error {
  /**
   * @param transform the transform that could not do its work
   * @param advice what to do about it
   */
  constructor(
    transform: string,
    { page, nextVersion }: PageContext,
    reason: string,
    advice = "Next's exported HTML has changed: refresh the fixtures (npm run fixtures:next), " +
      'update the transform in build-steps/transforms/, run npm test.',
  ) {
    super(`${transform} on ${page}: ${reason} (Next ${nextVersion}). ${advice}`);
    this.name = 'TransformError';
  }
}

/** An element of the page, as parse5 read it. */
export type Element = {
  tag: string;
  attrs: Map<string, string>;
  /** the text between its tags (what a <script> runs, what a <style> holds) */
  text: string;
  /** where its start tag begins in the HTML */
  start: number;
  /** where its end tag ends (or its start tag, if it has none) */
  end: number;
  /** where its text begins */
  textStart: number;
  /** where its text ends */
  textEnd: number;
};

/** Every element of the page, in document order. */
export function readElements(html: string): Element[] {
  const elements: Element[] = [];
  // parse5's nodes, read for their tag, attributes, location and children.
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

/** A size for the build log, e.g. "20.3 KB". */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Whether a <script> runs: JSON data blocks (JSON-LD) are not subject to script-src. */
export const runs = (script: Element) =>
  script.tag === 'script' &&
  !script.attrs.has('src') &&
  !/^application\/(ld\+)?json$/i.test(script.attrs.get('type') ?? '');

/** Which page, built by which Next. */
export type PageContext = { page: string; nextVersion: string };

export type Page = {
  /** the page as Next exported it */
  html: string;
  /** its elements, as parse5 read them */
  elements: Element[];
  context: PageContext;
  /** takes an element out of the page */
  remove(element: Element): void;
  /** gives an element new text */
  replaceText(element: Element, text: string): void;
  /** adds markup right after an element (which must stay in the page) */
  insertAfter(element: Element, markup: string): void;
  /** adds markup at the end of an element's content, before its end tag */
  appendInside(element: Element, markup: string): void;
  /** the elements still in the page, with their text as it stands */
  kept(): Element[];
  fail(transform: string, reason: string, advice?: string): TransformError;
  /** the page with every edit applied */
  toString(): string;
};

/**
 * The page, parsed once, with the edits the transforms make to it.
 *
 * @param html the page as `next build` exported it
 */
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
    insertAfter(element, markup) {
      edits.appendLeft(element.end, markup);
    },
    appendInside(element, markup) {
      // Tied to the end tag, so it stays whatever is removed before it.
      edits.appendRight(element.textEnd, markup);
    },
    kept: () =>
      elements
        .filter((e) => !removed.has(e))
        .map((e) => (texts.has(e) ? { ...e, text: texts.get(e) as string } : e)),
    fail: (transform, reason, advice) => new TransformError(transform, context, reason, advice),
    toString: () => edits.toString(),
  };
}
