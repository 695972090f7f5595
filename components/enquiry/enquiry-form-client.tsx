'use client';

import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';

import { enquiryContent } from '@/content/enquiry';
import { EnquiryFormView } from '@/components/shared/forms/enquiry-form-view';
import { ErrorSummary, summaryErrors } from '@/components/shared/forms/error-summary';
import { RichText } from '@/components/shared/rich-text';
import { lazyResolver } from '@/lib/validations/lazy-resolver';
import { useErrorSummary } from '@/components/hooks/use-error-summary';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { enquiryFormAction, formEndpoint } from '@/lib/links';
import { retryAfterMinutes } from '@/lib/retry-after';
import type { Enquiry, EnquiryFormInput } from '@/lib/validations/enquiry';
import {
  enquiryFieldId,
  enquiryFieldNames,
  type EnquiryFieldErrors,
  type EnquiryFieldName,
  type EnquiryFormId,
} from '@/lib/validations/enquiry-fields';

import { EmailSuggestions } from './email-suggestions';

/** Every field empty, the consent box unticked: the form as it first shows, and again after a send. */
const emptyForm = Object.fromEntries(
  enquiryFieldNames.map((name) => [name, name === 'consent' ? false : '']),
) as EnquiryFormInput;

type Props = {
  form: EnquiryFormId;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The level of that heading: the summary and the thank-you panel sit one below it. */
  headingLevel: 2 | 3;
};

/**
 * The enquiry form in the browser: checks the fields with the same zod schema as the server (fetched on the first
 * focus or input), sends them as the spec's multipart protocol (with `_subject` and `_replyto`, asking for JSON),
 * then shows a thank-you panel. Before this hydrates, the same markup posts as a plain HTML form.
 */
export function EnquiryFormClient({ form, labelledBy, headingLevel }: Props) {
  const enhanced = useHydrated();
  const [submitted, setSubmitted] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const { ref: summaryRef, shown: summaryShown, show: showSummary, hide: hideSummary } = useErrorSummary();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const returningToForm = useRef(false);
  const [{ resolver, preload }] = useState(() =>
    lazyResolver<EnquiryFormInput, Enquiry>(
      () => import('./enquiry-validation').then(({ enquiryResolver }) => enquiryResolver(form)),
      (values) => values as Enquiry,
    ),
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<EnquiryFormInput, unknown, Enquiry>({
    resolver,
    // No defaultValues: the inputs are read as they are, so anything typed before the page's script ran is kept.
    // Typed answers' errors change only on the next submit: an error that vanished when its field was left would
    // move Send between the finger going down (which leaves the field) and the click, and the tap would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  useEffect(() => {
    if (submitted) panelHeading.current?.focus();
    else if (returningToForm.current) setFocus('firstName');
  }, [submitted, setFocus]);

  async function send(values: Enquiry, event?: BaseSyntheticEvent) {
    setSendError(undefined);
    const body = new FormData(event?.target as HTMLFormElement);
    body.set('_replyto', values.email);
    let response: Response;
    try {
      response = await fetch(formEndpoint, { method: 'POST', body, headers: { Accept: 'application/json' } });
    } catch (error) {
      console.error('Enquiry form: the request failed', error);
      setSendError(enquiryContent.sendErrors.network);
      return;
    }
    if (response.status === 422) {
      const answer = (await response.json().catch(() => null)) as { errors?: EnquiryFieldErrors } | null;
      const fields = enquiryFieldNames.filter((name) => answer?.errors?.[name]);
      if (fields.length > 0) {
        for (const name of fields) setError(name, { type: 'server', message: answer!.errors![name] });
        showSummary();
        return;
      }
    }
    if (response.status === 429) {
      setSendError(enquiryContent.sendErrors.tooMany(retryAfterMinutes(response.headers.get('Retry-After'))));
      return;
    }
    if (!response.ok) {
      setSendError(enquiryContent.sendErrors.notOk);
      return;
    }
    reset(emptyForm);
    hideSummary();
    setSubmitted(true);
  }

  const Heading = `h${headingLevel + 1}` as 'h3' | 'h4';
  if (submitted) {
    return (
      <div className="mt-5 rounded-card border-2 border-success-700 bg-success-50 p-6">
        <Heading ref={panelHeading} tabIndex={-1} className="font-serif text-2xl text-navy-900 focus:outline-none">
          {enquiryContent.thankYou.heading}
        </Heading>
        <p className="mt-3">{enquiryContent.thankYou.body}</p>
        <button
          type="button"
          onClick={() => {
            returningToForm.current = true;
            setSubmitted(false);
          }}
          className="mt-5 inline-flex min-h-12 items-center rounded-pill border-2 border-teal-700 bg-white px-6 font-semibold text-teal-700 hover:bg-teal-50"
        >
          {enquiryContent.thankYou.again}
        </button>
      </div>
    );
  }

  const fieldErrors: EnquiryFieldErrors = Object.fromEntries(
    enquiryFieldNames.flatMap((name) => (errors[name]?.message ? [[name, errors[name].message]] : [])),
  );
  // A tick is a whole answer: the consent error updates as soon as the box changes (after its click: nothing
  // moves under the finger).
  const revalidateOnChange = (name: EnquiryFieldName) => ({
    onChange: () => (isSubmitted ? trigger(name) : undefined),
  });

  return (
    <EnquiryFormView
      form={form}
      action={enquiryFormAction}
      aria-labelledby={labelledBy}
      noValidate={enhanced}
      onFocus={preload}
      onInput={preload}
      onSubmit={handleSubmit(send, showSummary)}
      errors={fieldErrors}
      submitting={isSubmitting}
      className="mt-5"
      summary={
        summaryShown && (
          <div className="mb-5 empty:mb-0">
            <ErrorSummary
              id={`${form}-error-summary`}
              ref={summaryRef}
              title={enquiryContent.problemPage.summaryHeading}
              headingLevel={(headingLevel + 1) as 3 | 4}
              errors={summaryErrors(enquiryFieldNames, fieldErrors, (name) => enquiryFieldId(form, name))}
            />
          </div>
        )
      }
      bind={(name) => register(name, name === 'consent' ? revalidateOnChange(name) : undefined)}
      emailInput={(props) => (
        <EmailSuggestions
          {...props}
          field={register('email')}
          onPick={(value) => setValue('email', value, { shouldValidate: isSubmitted })}
          enhanced={enhanced}
        />
      )}
      status={
        sendError && (
          <p
            role="alert"
            className="mt-5 rounded-lg border-l-4 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-800"
          >
            <RichText text={sendError} />
          </p>
        )
      }
    />
  );
}
