import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import type { InfoPage } from '@/content/types';

import { InfoPageView } from './info-page-view';

/** /knee-procedures and /hip-procedures: questions, the grouped procedure links and (knee) a message form. */
export function ProcedureIndexPage({ page, withContactForm = false }: { page: InfoPage; withContactForm?: boolean }) {
  return (
    <InfoPageView page={page}>
      {withContactForm && (
        <section aria-labelledby="procedure-contact-heading" className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="procedure-contact-heading" className="text-3xl">
              Ask about knee surgery
            </h2>
            <p className="mt-4 max-w-prose text-ink-soft">
              Have a question about an operation, or want to book a consultation? Send a message and the practice will
              get back to you.
            </p>
          </div>
          <div className="card p-6 sm:p-8">
            <EnquiryForm form="contact" heading="Send a message" />
          </div>
        </section>
      )}
    </InfoPageView>
  );
}
