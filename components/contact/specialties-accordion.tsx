import { hipTreatmentLinks, kneeTreatmentLinks } from '@/content/navigation';

const groups = [
  { label: 'Knee', links: kneeTreatmentLinks },
  { label: 'Hip', links: hipTreatmentLinks },
];

/** Native exclusive accordion (<details name>): one group open at a time, works without JS. */
export function SpecialtiesAccordion({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="specialties-heading" className="card p-6 sm:p-8">
      <h3 id="specialties-heading" className="text-2xl">
        {heading}
      </h3>
      <div className="mt-4 divide-y divide-sand-200 border-y border-sand-200">
        {groups.map((group, i) => (
          <details key={group.label} name="specialties" open={i === 0} className="group">
            <summary className="flex min-h-12 items-center justify-between py-3 font-semibold text-navy-900">
              {group.label} treatments
              <span aria-hidden="true" className="text-xl text-teal-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <ul className="space-y-1.5 pb-4">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
