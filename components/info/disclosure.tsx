import type { ReactNode } from 'react';

import { Chevron } from '@/components/layout/chevron';

/**
 * One item of an accordion: a native <details>. Items sharing a `group` name form an exclusive accordion (the
 * browser keeps at most one open, and clicking the open one closes it), with no JavaScript, and the answer is
 * in the HTML for search engines, screen readers and visitors without JS.
 */
export function Disclosure({
  group,
  summary,
  icon,
  defaultOpen = false,
  id,
  children,
}: {
  group: string;
  summary: ReactNode;
  icon?: ReactNode;
  defaultOpen?: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <details id={id} name={group} open={defaultOpen} className="group border-b border-sand-200 last:border-b-0">
      <summary className="flex min-h-14 items-center gap-3 py-4 text-lg font-semibold text-navy-900 hover:text-teal-700">
        {icon && <span className="text-teal-700">{icon}</span>}
        <span className="flex-1">{summary}</span>
        <Chevron className="size-5 text-teal-700 group-open:rotate-180" />
      </summary>
      <div className="pb-6 text-ink-soft">{children}</div>
    </details>
  );
}

/** The frame around a group of disclosures. */
export function DisclosureGroup({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`card px-5 sm:px-7 ${className}`}>{children}</div>;
}
