import type { ReactNode } from 'react';

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
