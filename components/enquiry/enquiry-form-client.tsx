'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { enquiryContent } from '@/content/enquiry';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import {
  contactSchema,
  enquirySchemas,
  type Enquiry,
  type EnquiryFormId,
  type EnquiryFormInput,
} from '@/lib/validations/enquiry';

import { EmailSuggestions } from './email-suggestions';
import { EnquiryFormView, type EnquiryFieldErrors, type EnquiryFieldName } from './enquiry-form-view';

const emptyForm: EnquiryFormInput = { firstName: '', lastName: '', phone: '', email: '', message: '', consent: false };
const fieldNames: EnquiryFieldName[] = ['firstName', 'lastName', 'phone', 'email', 'message', 'consent'];

type Props = {
  form: EnquiryFormId;
  action: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The thank-you panel's heading level: one below the form's heading. */
  panelHeadingLevel: 3 | 4;
};

/**
 * The enquiry form in the browser: checks the fields with the same zod schema as the server, sends them as the
 * spec's multipart protocol (with `_subject` and `_replyto`, asking for JSON), then shows a thank-you panel.
 * Before this hydrates, the same markup posts as a plain HTML form.
 */
export function EnquiryFormClient({ form, action, labelledBy, panelHeadingLevel }: Props) {
  const enhanced = useHydrated();
  const [submitted, setSubmitted] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const returningToForm = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormInput, unknown, Enquiry>({
    // The consultation schemas only add a required phone: same fields, stricter rules.
    resolver: zodResolver(enquirySchemas[form] as typeof contactSchema),
    defaultValues: emptyForm,
  });

  // Browser validation only without JS; once hydrated, react-hook-form shows the errors inline instead.
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
      response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
    } catch (error) {
      console.error('Enquiry form: the request failed', error);
      setSendError(enquiryContent.sendErrors.network);
      return;
    }
    if (response.status === 422) {
      const answer = (await response.json().catch(() => null)) as { errors?: EnquiryFieldErrors } | null;
      const fields = fieldNames.filter((name) => answer?.errors?.[name]);
      if (fields.length > 0) {
        for (const name of fields)
          setError(name, { message: answer!.errors![name] }, { shouldFocus: name === fields[0] });
        return;
      }
    }
    if (!response.ok) {
      setSendError(enquiryContent.sendErrors.notOk);
      return;
    }
    reset(emptyForm);
    setSubmitted(true);
  }

  if (submitted) {
    const Heading = `h${panelHeadingLevel}` as const;
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
    fieldNames.flatMap((name) => (errors[name]?.message ? [[name, errors[name].message]] : [])),
  );

  return (
    <EnquiryFormView
      form={form}
      action={action}
      aria-labelledby={labelledBy}
      noValidate={enhanced}
      onSubmit={handleSubmit(send)}
      errors={fieldErrors}
      submitting={isSubmitting}
      className="mt-5"
      inputProps={(name) => (name === 'email' ? {} : register(name))}
      emailInput={(props) => (
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <EmailSuggestions
              {...props}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              enhanced={enhanced}
            />
          )}
        />
      )}
      status={
        sendError && (
          <p
            role="alert"
            className="mt-5 rounded-lg border-l-4 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-800"
          >
            {sendError}
          </p>
        )
      }
    />
  );
}
