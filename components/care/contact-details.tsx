import { ExternalLink } from '@/components/ui/external-link';
import { telHref } from '@/lib/links';
import { mapsSearchUrl } from '@/lib/physiotherapy';

type ContactDetailsProps = {
  /** Whose details these are: gives the map and website links their context for screen readers. */
  name: string;
  address?: string;
  phone: string;
  email?: string;
  website?: string;
};

/** Address with a maps link, phone, email and website; a row is left out when the detail is absent. */
export function ContactDetails({ name, address, phone, email, website }: ContactDetailsProps) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {address && (
        <>
          <dt className="font-semibold text-ink-muted">Address</dt>
          <dd>
            <address className="not-italic">{address}</address>
            <ExternalLink href={mapsSearchUrl(address)}>
              View on a map<span className="sr-only"> for {name}</span>
            </ExternalLink>
          </dd>
        </>
      )}
      <dt className="font-semibold text-ink-muted">Phone</dt>
      <dd>
        <a href={telHref(phone)}>{phone}</a>
      </dd>
      {email && (
        <>
          <dt className="font-semibold text-ink-muted">Email</dt>
          <dd className="break-words">
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      )}
      {website && (
        <>
          <dt className="font-semibold text-ink-muted">Website</dt>
          <dd className="break-words">
            <ExternalLink href={website}>{new URL(website).host}</ExternalLink>
          </dd>
        </>
      )}
    </dl>
  );
}
