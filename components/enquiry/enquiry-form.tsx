import { formHeadingId } from '@/components/shared/forms/enquiry-form-view';
import type { EnquiryFormId } from '@/lib/validations/enquiry-fields';

import { DeferredEnquiryForm } from './deferred-enquiry-form';

/**
 * An enquiry form under its heading. The exported HTML holds a real form that posts without JavaScript; the
 * island (EnquiryFormClient) takes over once the page has hydrated and is idle, or at the first touch or focus.
 */
export function EnquiryForm({
  form,
  heading,
  headingLevel = 3,
  intro,
}: {
  form: EnquiryFormId;
  heading: string;
  headingLevel?: 2 | 3;
  intro?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = formHeadingId(form);
  return (
    <div>
      <Heading id={headingId} className="text-2xl">
        {heading}
      </Heading>
      {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      <DeferredEnquiryForm form={form} labelledBy={headingId} headingLevel={headingLevel} />
    </div>
  );
}
