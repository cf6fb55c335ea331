/**
 * Puts the table of contents at the top of a legal document, built in the same compile pass as its
 * sections: each entry holds a copy of its level-2 heading's content (text, emphasis, expressions
 * such as {site.name}, links), so the contents show exactly what the page shows. The heading and
 * its entry both take their anchor id from that same rendered text (components/legal-contents.tsx),
 * so they always agree.
 */
export default function remarkLegalContents() {
  return (tree) => {
    const headings = tree.children.filter((node) => node.type === 'heading' && node.depth === 2);
    if (headings.length === 0) return;
    const contents = {
      type: 'mdxJsxFlowElement',
      name: 'LegalContents',
      attributes: [],
      children: headings.map((heading) => ({
        type: 'mdxJsxFlowElement',
        name: 'LegalContentsEntry',
        attributes: [],
        children: structuredClone(heading.children),
      })),
    };
    // After the imports and exports at the top, before the first section.
    const first = tree.children.findIndex((node) => node.type !== 'mdxjsEsm');
    tree.children.splice(first === -1 ? tree.children.length : first, 0, contents);
  };
}
