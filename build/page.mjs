// One exported page as the post-build transforms (build/transforms/) read and edit it.
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
   * @param {string} transform the transform that could not do its work
   * @param {{ page: string, nextVersion: string }} context
   * @param {string} reason
   * @param {string} [advice] what to do about it
   */
  constructor(
    transform,
    { page, nextVersion },
    reason,
    advice = "Next's exported HTML has changed: refresh the fixtures (npm run fixtures:next), " +
      'update the transform in build/transforms/, run npm test.',
  ) {
    super(`${transform} on ${page}: ${reason} (Next ${nextVersion}). ${advice}`);
    this.name = 'TransformError';
  }
}

/**
 * @typedef {object} Element An element of the page, as parse5 read it.
 * @property {string} tag
 * @property {Map<string, string>} attrs
 * @property {string} text the text between its tags (what a <script> runs, what a <style> holds)
 * @property {number} start where its start tag begins in the HTML
 * @property {number} end where its end tag ends (or its start tag, if it has none)
 * @property {number} textStart where its text begins
 * @property {number} textEnd where its text ends
 */

/**
 * Every element of the page, in document order.
 *
 * @param {string} html
 * @returns {Element[]}
 */
export function readElements(html) {
  /** @type {Element[]} */
  const elements = [];
  /** @param {any} node */
  const visit = (node) => {
    const location = node.sourceCodeLocation;
    if (node.tagName && location) {
      const textStart = location.startTag?.endOffset ?? location.startOffset;
      const textEnd = location.endTag?.startOffset ?? textStart;
      elements.push({
        tag: node.tagName,
        attrs: new Map(node.attrs.map((/** @type {any} */ a) => [a.name, a.value])),
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

/** Whether a <script> runs: JSON data blocks (JSON-LD) are not subject to script-src. */
export const runs = (/** @type {Element} */ script) =>
  script.tag === 'script' &&
  !script.attrs.has('src') &&
  !/^application\/(ld\+)?json$/i.test(script.attrs.get('type') ?? '');

/**
 * @typedef {{ page: string, nextVersion: string }} PageContext which page, built by which Next
 *
 * @typedef {object} Page
 * @property {string} html the page as Next exported it
 * @property {Element[]} elements its elements, as parse5 read them
 * @property {PageContext} context
 * @property {(element: Element) => void} remove takes an element out of the page
 * @property {(element: Element, text: string) => void} replaceText gives an element new text
 * @property {(element: Element, markup: string) => void} insertAfter adds markup right after an
 *   element (which must stay in the page)
 * @property {(element: Element, markup: string) => void} appendInside adds markup at the end of an
 *   element's content, before its end tag
 * @property {() => Element[]} kept the elements still in the page, with their text as it stands
 * @property {(transform: string, reason: string, advice?: string) => TransformError} fail
 * @property {() => string} toString the page with every edit applied
 */

/**
 * The page, parsed once, with the edits the transforms make to it.
 *
 * @param {string} html the page as `next build` exported it
 * @param {PageContext} context
 * @returns {Page}
 */
export function readPage(html, context) {
  const elements = readElements(html);
  const edits = new MagicString(html);
  /** @type {Set<Element>} */
  const removed = new Set();
  /** @type {Map<Element, string>} */
  const texts = new Map();
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
        .map((e) => (texts.has(e) ? { ...e, text: /** @type {string} */ (texts.get(e)) } : e)),
    fail: (transform, reason, advice) => new TransformError(transform, context, reason, advice),
    toString: () => edits.toString(),
  };
}
