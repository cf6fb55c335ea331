/**
 * A heading's words as written, with {values} as their source: what the checks and the
 * cross-references compute a section's address from (lib/slug.mjs).
 * @param {any} node
 * @returns {string}
 */
export const wordsOf = (node) =>
  node.type === 'text' || node.type === 'inlineCode'
    ? node.value
    : node.type === 'mdxTextExpression'
      ? node.value
      : (node.children ?? []).map(wordsOf).join('');
