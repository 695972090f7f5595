import { ContactDetails } from '@/components/care/contact-details';
import type { BraceProvider, PhysioCentre } from '@/content/care/types';
import { centresAvailableLabel, type DirectoryRegion } from '@/lib/physiotherapy';

/** The centres grouped by region: one card per region, each centre a collapsible opened on its own. */
export function PhysioDirectory({ regions }: { regions: DirectoryRegion[] }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      {regions.map((region) => (
        <section key={region.id} aria-labelledby={`${region.id}-heading`} className="card p-5 sm:p-6">
          <h2 id={`${region.id}-heading`} className="text-2xl">
            {region.name}
          </h2>
          <p className="mt-1 text-ink-soft">{region.subtitle}</p>
          <p className="mt-3 inline-flex rounded-pill bg-teal-50 px-3 py-1 text-base font-semibold text-teal-800">
            {centresAvailableLabel(region.centres.length)}
          </p>
          <ul className="mt-5 space-y-3">
            {region.centres.map((centre) => (
              <li key={centre.name}>
                <CentreCard centre={centre} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

// No `name` attribute on <details>: the spec wants each centre to open and close independently of the others.
function CentreCard({ centre }: { centre: PhysioCentre }) {
  return (
    <details className="group rounded-xl border border-sand-200 bg-sand-50 open:bg-white" data-centre>
      <summary className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-semibold text-navy-900">
        {centre.name}
        <span
          aria-hidden="true"
          className="text-2xl leading-none text-teal-700 transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="space-y-3 border-t border-sand-200 px-4 pt-3 pb-4">
        <p className="text-ink-soft">{centre.description}</p>
        <ContactDetails
          name={centre.name}
          address={centre.address}
          phone={centre.phone}
          email={centre.email}
          website={centre.website}
        />
      </div>
    </details>
  );
}

export function BraceProviders({
  title,
  intro,
  providers,
}: {
  title: string;
  intro: string;
  providers: BraceProvider[];
}) {
  return (
    <section aria-labelledby="brace-providers-heading">
      <h2 id="brace-providers-heading" className="text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-prose text-ink-soft">{intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider.brand} className="card p-5 sm:p-6">
            <h3 className="text-2xl">{provider.brand}</h3>
            <p className="mt-1 font-semibold text-ink-soft">Contact: {provider.contactPerson}</p>
            <p className="mt-3 text-ink-soft">{provider.description}</p>
            <div className="mt-4">
              <ContactDetails
                name={`${provider.contactPerson}, ${provider.brand}`}
                phone={provider.phone}
                email={provider.email}
                website={provider.website}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
