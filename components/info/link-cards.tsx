import { Chevron } from '@/components/layout/chevron';
import { RichText } from '@/components/ui/rich-text';
import type { LinkCard } from '@/content/types';
import { externalLinkProps, isExternal } from '@/lib/links';

import { type BlockProps, TitledSection } from './titled-section';

/** Related pages as cards; the whole card is the link. An optional note above them (e.g. "these are demo links"). */
export function LinkCards({ id, title, note, links, level = 2 }: BlockProps<'links'>) {
  return (
    <TitledSection id={id} title={title} level={level}>
      {note && (
        <p className="mb-4 max-w-prose">
          <RichText text={note} />
        </p>
      )}
      <LinkCardGrid links={links} />
    </TitledSection>
  );
}

export function LinkCardGrid({ links }: { links: LinkCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            {...(isExternal(link.href) ? externalLinkProps : {})}
            className="card group flex h-full items-start justify-between gap-4 p-5 no-underline hover:border-teal-600 hover:shadow-lift"
          >
            <span>
              <span className="block text-lg font-semibold text-navy-900 group-hover:text-teal-700">{link.title}</span>
              {link.description && <span className="mt-1 block text-ink-soft">{link.description}</span>}
              {isExternal(link.href) && <span className="sr-only"> (opens in a new tab)</span>}
            </span>
            <Chevron direction="right" className="mt-1.5 text-teal-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
