import { practice } from '@/content/practice';
import type { UrgentHelpKey } from '@/content/types';
import { urgentHelpFor } from '@/content/urgent-help';
import { telHref } from '@/lib/links';

/** When to call 999 or go to A&E, and when to contact the surgical team or NHS 111. */
export function UrgentHelpBox({ topic }: { topic: UrgentHelpKey }) {
  const { emergency, urgent } = urgentHelpFor(topic);
  return (
    <aside
      aria-labelledby="urgent-help-heading"
      className="rounded-card border-2 border-danger-700 bg-danger-50 p-6 sm:p-8"
    >
      <h2 id="urgent-help-heading" className="text-2xl text-danger-800">
        When to get help urgently
      </h2>
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        <div>
          <p className="font-semibold text-ink">
            Call <a href="tel:999">999</a> or go to A&amp;E now if you have:
          </p>
          <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-danger-700">
            {emergency.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-ink">
            Contact your surgical team today, or call <a href="tel:111">NHS 111</a> out of hours, if you have:
          </p>
          <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-danger-700">
            {urgent.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-6 border-t border-danger-700/30 pt-4">
        Private patients can call the practice on{' '}
        <a href={telHref(practice.privatePractice.phone)}>{practice.privatePractice.phone}</a>. NHS patients should call
        the ward number on their discharge letter, or the orthopaedic secretaries on{' '}
        <a href={telHref(practice.nhsPractice.phone)}>{practice.nhsPractice.phone}</a>. If you are not sure what to do,
        call <a href="tel:111">NHS 111</a>: it is open day and night.
      </p>
    </aside>
  );
}
