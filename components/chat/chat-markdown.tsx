import Markdown, { type Components } from 'react-markdown';

import { externalLinkProps, isExternal } from '@/lib/links';

/** Only what a reply needs: paragraphs, emphasis, lists and links. Anything else is reduced to its text. */
const ALLOWED = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'];

const components: Components = {
  a: ({ href = '', children }) =>
    isExternal(href) ? (
      <a href={href} {...externalLinkProps}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : (
      <a href={href}>{children}</a>
    ),
};

/** An assistant reply: markdown rendered as React elements, never as HTML (raw HTML in a reply is dropped). */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed components={components}>
        {text}
      </Markdown>
    </div>
  );
}
