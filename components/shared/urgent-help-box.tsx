import type { UrgentHelp } from '@/content/types';
import type { UrgencyTier } from '@/content/urgent-help';
import { urgentHelpBox } from '@/content/urgent-help-box';
import { RichText } from '@/components/shared/rich-text';

/**
 * When to call 999 or go to A&E, and when to contact the surgical team or NHS 111: red flags from
 * content/urgent-help.ts, each under its one tier, with tap-to-call links. Information pages show a topic's flags
 * (components/info/urgent-help.tsx); search shows the flags a query names, on the page the server renders as
 * well as in the browser, so the markup lives in lib/. The same box ends the PDF guides.
 */
export function UrgentHelpView({ help }: { help: UrgentHelp }) {
  const tiers = (['emergency', 'urgent'] as const satisfies UrgencyTier[]).filter((tier) => help[tier].length > 0);
  return (
    <aside
      aria-labelledby="urgent-help-heading"
      className="rounded-card border-2 border-danger-700 bg-danger-50 p-6 sm:p-8"
    >
      <h2 id="urgent-help-heading" className="text-2xl text-danger-800">
        {urgentHelpBox.heading}
      </h2>
      <div className={`mt-5 grid gap-8 ${tiers.length > 1 ? 'md:grid-cols-2' : ''}`}>
        {tiers.map((tier) => (
          <div key={tier}>
            <p className="font-semibold text-ink">
              <RichText text={urgentHelpBox.intro[tier]} />
            </p>
            <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-danger-700">
              {help[tier].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-6 border-t border-danger-700/30 pt-4">
        <RichText text={urgentHelpBox.contacts} />
      </p>
    </aside>
  );
}
