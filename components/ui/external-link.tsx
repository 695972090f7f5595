import type { ComponentProps } from 'react';

import { externalLinkProps } from '@/lib/links';

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a {...externalLinkProps} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
