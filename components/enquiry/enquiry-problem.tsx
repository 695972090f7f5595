import { enquiryContent } from '@/content/enquiry';
import type { EnquiryFormId } from '@/lib/validations/enquiry';

import {
  EnquiryFormView,
  fieldId,
  formHeadingId,
  type EnquiryFieldErrors,
  type EnquiryFieldName,
} from './enquiry-form-view';

export type EnquiryProblemProps = {
  form: EnquiryFormId;
  action: string;
  /** What the patient typed, shown back in the form so nothing has to be typed again. */
  values: Partial<Record<EnquiryFieldName, string>>;
  errors: EnquiryFieldErrors;
  /** A problem with the whole message rather than one field (too many messages, too long...). */
  notice?: string;
};

/**
 * The answer to a form posted without JavaScript that needs fixing: an error summary linking each field, then
 * the form again with the patient's values and each error beside its field (GOV.UK / NHS pattern).
 */
export function EnquiryProblem({ form, action, values, errors, notice }: EnquiryProblemProps) {
  const { problemPage, forms } = enquiryContent;
  const headingId = formHeadingId(form);
  const fieldErrors = Object.entries(errors) as [EnquiryFieldName, string][];
  const ticked = values.consent === 'true' || values.consent === 'on';
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <div
          role="alert"
          aria-labelledby="error-summary-title"
          className="rounded-card border-4 border-danger-700 bg-white p-6"
        >
          <h2 id="error-summary-title" className="text-2xl">
            {problemPage.summaryHeading}
          </h2>
          {notice && <p className="mt-3">{notice}</p>}
          {fieldErrors.length > 0 && (
            <ul className="mt-3 space-y-1">
              {fieldErrors.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${fieldId(form, name)}`} className="font-semibold text-danger-700">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <section aria-labelledby={headingId} className="card mt-8 p-6 sm:p-8">
          <h1 id={headingId} className="text-3xl">
            {forms[form].heading}
          </h1>
          <p className="mt-2 text-ink-soft">{forms[form].intro}</p>
          <EnquiryFormView
            form={form}
            action={action}
            errors={errors}
            className="mt-5"
            aria-labelledby={headingId}
            inputProps={(name) =>
              name === 'consent' ? { defaultChecked: ticked } : { defaultValue: values[name] ?? '' }
            }
          />
        </section>
      </div>
    </div>
  );
}
