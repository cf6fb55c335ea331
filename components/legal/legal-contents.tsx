import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { MdxLink } from './mdx-link';
import { headingId } from './legal-heading';

/** The contents of a legal page; lib/node/mdx/remark-legal-contents.ts fills it with one entry a section. */
export function LegalContents({ children }: { children: ReactNode }) {
  return (
    <nav
      aria-labelledby="contents-title"
      className="bg-ink-50 forced-edge mt-8 rounded-(--radius-card) p-6"
      data-print-hidden
    >
      <p id="contents-title" className="text-ink-950 font-bold">
        Contents
      </p>
      <ol className="mt-3 space-y-1.5 text-[0.9375rem]">{children}</ol>
    </nav>
  );
}

/** A heading's own content, with any link in it reduced to its text: an entry is a link already. */
function withoutLinks(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return child;
    if (child.type === MdxLink) return withoutLinks(child.props.children);
    return child.props.children === undefined
      ? child
      : cloneElement(child, undefined, withoutLinks(child.props.children));
  });
}

/** One entry: the section heading's content, linking to the heading's anchor. */
export function LegalContentsEntry({ children }: { children: ReactNode }) {
  return (
    <li>
      <a
        href={`#${headingId(children)}`}
        className="inline-block rounded-sm py-0.5 text-violet-700 underline-offset-3 hover:underline focus-visible:outline-3 focus-visible:outline-violet-700"
      >
        {withoutLinks(children)}
      </a>
    </li>
  );
}
