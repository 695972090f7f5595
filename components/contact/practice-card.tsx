import type { ReactNode } from 'react';

import { ExternalLink } from '@/components/ui/external-link';
import { telHref } from '@/lib/links';
import type { PracticeLocation } from '@/content/types';

/** A practice location card; its anchor ("private-practice" / "nhs-practice") is the top bar's jump target. */
export function PracticeCard({ location, children }: { location: PracticeLocation; children?: ReactNode }) {
  const headingId = `${location.anchor}-heading`;
  return (
    <section id={location.anchor} aria-labelledby={headingId} className="card p-6 sm:p-8">
      <h3 id={headingId} className="text-2xl">
        {location.heading}
      </h3>
      <address className="mt-3 text-ink-soft not-italic">
        {location.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{location.postcode}</span>
      </address>
      <dl className="mt-4 space-y-2">
        <div>
          <dt className="text-sm font-semibold text-ink-muted">{location.phoneLabel}</dt>
          <dd>
            <a href={telHref(location.phone)} className="text-lg font-semibold">
              {location.phone}
            </a>
          </dd>
        </div>
        {location.email && (
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Email</dt>
            <dd>
              <a href={`mailto:${location.email}`}>{location.email}</a>
            </dd>
          </div>
        )}
        {location.secretary && (
          <div>
            <dt className="text-sm font-semibold text-ink-muted">Secretary</dt>
            <dd>{location.secretary}</dd>
          </div>
        )}
      </dl>
      <h4 className="mt-5 font-semibold text-navy-900">Clinic hours</h4>
      <ul className="mt-1">
        {location.hours.map((slot) => (
          <li key={slot.day}>
            {slot.day} {slot.opens}-{slot.closes}
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-1 text-ink-soft">
        {location.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="mt-4">
        <ExternalLink href={location.mapsUrl}>Directions to {location.hospital}</ExternalLink>
      </p>
      {children}
    </section>
  );
}
