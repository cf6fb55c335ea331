/**
 * Fails MDX compilation on a component nobody provides or imports, naming the file and line.
 * Without it a typo such as <SuportEmail /> compiles and only fails while pages are pre-rendered,
 * with an error that names neither.
 */

function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function declaredNames(tree) {
  const names = new Set();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) names.add(specifier.local.name);
      for (const declarator of statement.declaration?.declarations ?? []) {
        if (declarator.id?.type === 'Identifier') names.add(declarator.id.name);
      }
      if (statement.declaration?.id?.name) names.add(statement.declaration.id.name);
    }
  });
  return names;
}

/** @param {{ components?: string[] }} [options] */
export default function remarkKnownComponents(options = {}) {
  const provided = new Set(options.components ?? []);
  return (tree, file) => {
    const declared = declaredNames(tree);
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name) return;
      const root = node.name.split('.')[0];
      // Lower-case names are HTML elements; only capitalised names must be provided.
      if (!/^[A-Z]/.test(root) || provided.has(root) || declared.has(root)) return;
      file.fail(
        `Unknown component <${node.name}>. Use one of: ${[...provided].join(', ')}, ` +
          'or import it at the top of the file.',
        node,
        'remark-known-components:unknown-component',
      );
    });
  };
}
