import { Fragment, type ReactNode } from 'react';

import type { Block } from '@/content/types';
import { externalLinkProps, isExternal } from '@/lib/links';

// Content text may carry two marks: [text](href) and **bold**. They become React elements; nothing is HTML.
// An href may hold one level of brackets, as the ACL route does: /Conditions/acl/-ligament-injury-(sports-knee-injury)
const MARK = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*\*([^*]+)\*\*/g;

export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (href && label) {
      parts.push(
        <a key={index} href={href} {...(isExternal(href) ? externalLinkProps : {})}>
          {label}
          {isExternal(href) && <span className="sr-only"> (opens in a new tab)</span>}
        </a>,
      );
    } else if (bold) {
      parts.push(<strong key={index}>{bold}</strong>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, i) => (
        <Fragment key={i}>{renderBlock(block)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: Block) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <div>
          {block.intro && (
            <p className="mb-2">
              <RichText text={block.intro} />
            </p>
          )}
          <List className={`space-y-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-teal-700`}>
            {block.items.map((item, i) => (
              <li key={i}>
                <RichText text={item} />
              </li>
            ))}
          </List>
          {block.outro && (
            <p className="mt-2">
              <RichText text={block.outro} />
            </p>
          )}
        </div>
      );
    }
    case 'definitions':
      return (
        <dl className="space-y-3">
          {block.items.map((item, i) => (
            <div key={i}>
              <dt className="font-semibold text-navy-900">{item.term}</dt>
              <dd>
                <RichText text={item.details} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
