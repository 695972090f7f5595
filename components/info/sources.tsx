import { ExternalLink } from '@/components/ui/external-link';
import { sourceFor, type SourceKey } from '@/content/sources';

/** The guidance a page is based on, by key from content/sources.ts. */
export function Sources({ sources, headingId = 'sources-heading' }: { sources: SourceKey[]; headingId?: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        Sources
      </h2>
      <ul className="mt-2 space-y-1.5">
        {sources.map(sourceFor).map((source) => (
          <li key={source.url}>
            <span className="text-ink-muted">{source.publisher}: </span>
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
