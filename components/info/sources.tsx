import { ExternalLink } from '@/components/ui/external-link';
import type { Source } from '@/content/types';

/** The guidance a page is based on. */
export function Sources({ sources, headingId = 'sources-heading' }: { sources: Source[]; headingId?: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        Sources
      </h2>
      <ul className="mt-2 space-y-1.5">
        {sources.map((source) => (
          <li key={source.url}>
            <span className="text-ink-muted">{source.publisher}: </span>
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
