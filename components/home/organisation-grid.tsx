import { ExternalLink } from '@/components/ui/external-link';
import type { ExternalOrganisation } from '@/content/types';

/** Societies and insurers: a logo when the practice has configured one it may use, else a text wordmark. */
export function OrganisationGrid({
  id,
  heading,
  intro,
  organisations,
}: {
  id: string;
  heading: string;
  intro?: string;
  organisations: ExternalOrganisation[];
}) {
  return (
    <section aria-labelledby={id} className="container-page py-12">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {heading}
      </h2>
      {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {organisations.map((org) => (
          <li key={org.name}>
            <ExternalLink
              href={org.url}
              className="card flex h-full min-h-20 items-center justify-center px-4 py-3 text-center font-serif text-lg text-navy-800 no-underline hover:border-teal-600 hover:text-teal-800"
            >
              {org.logo ? <img src={org.logo} alt={org.name} className="max-h-12 w-auto" /> : org.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
