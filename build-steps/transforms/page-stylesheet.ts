// Next inlines the whole stylesheet into each page; this keeps the rules that can match that page's
// markup, so its HTML fits the first round trip. The framework loader adds the whole stylesheet as
// the framework starts, before anything can render markup the page did not ship.
import { selectOne } from 'css-select';
import { parse } from 'parse5';
import { adapter } from 'parse5-htmlparser2-tree-adapter';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { inlinedStylesheet } from './stylesheet-copy.ts';
import { kb, type Page } from '../page.ts';

/** Pseudo-elements and states that exist only on form controls (preflight styles them). */
const FORM_CONTROL_PART =
  /^(::placeholder|::file-selector-button|::-webkit-(inner-spin-button|outer-spin-button|search-decoration|search-cancel-button|date-and-time-value|datetime-edit.*|calendar-picker-indicator)|::-moz-(placeholder|focus-inner)|:-moz-ui-invalid)$/i;
/** Pseudo-classes that match any of their arguments: their arguments are relaxed instead. */
const ALTERNATIVES = new Set([':is', ':where']);
const formControl = () => selectorParser().astSync(':is(input,textarea,select,button)').first.first;

/**
 * What of a selector the markup decides (names, classes, ids, nesting): states, pseudo-elements and
 * attributes change after load, so they go, and a rule is dropped only when it can never apply.
 */
const relax = selectorParser((selectors) => {
  const nodes: selectorParser.Node[] = [];
  selectors.walk((node) => {
    nodes.push(node);
  });
  for (const node of nodes) {
    if (node.type === 'attribute') node.remove();
    else if (node.type === 'pseudo' && FORM_CONTROL_PART.test(node.value))
      node.replaceWith(formControl());
    else if (node.type === 'pseudo' && !ALTERNATIVES.has(node.value.toLowerCase())) node.remove();
  }
  // A compound left empty (":hover", "::before", "> :not(:last-child)") matches any element.
  selectors.walk((node) => {
    if (node.type !== 'selector') return;
    let empty = true;
    for (const child of [...node.nodes]) {
      if (child.type === 'combinator') {
        if (empty) node.insertBefore(child, selectorParser.universal());
        empty = true;
      } else if (child.type !== 'comment') empty = false;
    }
    if (empty) node.append(selectorParser.universal());
  });
});

const reads = (value: string) =>
  [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);

/**
 * The rules of `css` that can apply to the page `html`, and the custom properties, @property rules
 * and @keyframes they use. Cascade layers keep their order, as the whole stylesheet has them.
 */
export function pageStylesheet(css: string, html: string): string {
  const page = parse(html, { treeAdapter: adapter });
  const matches: Map<string, boolean> = new Map();
  const canMatch = (selector: string) => {
    const relaxed = relax.processSync(selector).trim();
    if (!matches.has(relaxed)) matches.set(relaxed, selectOne(relaxed, page) !== null);
    return matches.get(relaxed) as boolean;
  };
  /** Custom properties defined for every element (theme tokens, Tailwind's defaults). */
  const isDefinition = (decl: postcss.Declaration) =>
    decl.prop.startsWith('--') &&
    decl.parent?.type === 'rule' &&
    (decl.parent as postcss.Rule).selectors.every(
      (selector) => relax.processSync(selector).trim() === '*',
    );

  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const inKeyframes = rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);
    if (inKeyframes) return;
    // A selector that can never match here goes from its list; one left with none goes entirely.
    const selectors = rule.selectors.filter(canMatch);
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });

  const definitions: Map<string, postcss.Declaration[]> = new Map();
  const set: Set<string> = new Set();
  const pending: string[] = [];
  root.walkDecls((decl) => {
    if (isDefinition(decl)) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
      return;
    }
    if (decl.prop.startsWith('--')) set.add(decl.prop);
    pending.push(...reads(decl.value));
  });
  const read: Set<string> = new Set();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const decl of definitions.get(name) ?? []) pending.push(...reads(decl.value));
  }
  for (const [name, decls] of definitions) if (!read.has(name)) decls.forEach((d) => d.remove());
  root.walkAtRules(/^property$/i, (rule) => {
    if (!read.has(rule.params) && !set.has(rule.params)) rule.remove();
  });

  const words: Set<string> = new Set();
  root.walkDecls((decl) => decl.value.split(/[\s,()]+/).forEach((word) => words.add(word)));
  root.walkAtRules(/keyframes$/i, (rule) => {
    if (!words.has(rule.params)) rule.remove();
  });

  removeEmpty(root);
  return root.toString();
}

// Removes empty rules, innermost first; a top-level @layer stays as a statement (its order counts).
function removeEmpty(container: postcss.Container) {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type !== 'rule' && node.type !== 'atrule') continue;
    if (!node.nodes) continue;
    removeEmpty(node);
    if (node.nodes.length > 0) continue;
    if (node.type === 'atrule' && node.name === 'layer' && node.parent?.type === 'root')
      node.replaceWith(postcss.atRule({ name: 'layer', params: node.params }));
    else node.remove();
  }
}

/** Inlines the rules this page can use; returns where the whole stylesheet is published. */
export function trimStylesheet(page: Page): { href: string; report: string } {
  const style = inlinedStylesheet(page);
  const css = pageStylesheet(style.text, page.html);
  page.replaceText(style, css);
  return {
    href: style.attrs.get('data-href') as string,
    report: `stylesheet ${kb(style.text.length)} → ${kb(css.length)} (the rules this page uses)`,
  };
}
