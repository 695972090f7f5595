import { formHeadingId } from '@/components/shared/forms/enquiry-form-view';
import type { EnquiryFormId } from '@/lib/validations/enquiry-fields';

import { EnquiryFormClient } from './enquiry-form-client';

/**
 * An enquiry form under its heading. The exported HTML holds a real form that posts without JavaScript; the
 * island (EnquiryFormClient) takes over once it hydrates.
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
      <EnquiryFormClient form={form} labelledBy={headingId} headingLevel={headingLevel} />
    </div>
  );
}
