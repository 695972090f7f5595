import type { ComponentProps, ReactNode } from 'react';

import { enquiryContent } from '@/content/enquiry';
import { enquiryLimits, enquirySubjects, honeypotField, type EnquiryFormId } from '@/lib/validations/enquiry';

export type EnquiryFieldName = 'firstName' | 'lastName' | 'phone' | 'email' | 'message' | 'consent';
export type EnquiryFieldErrors = Partial<Record<EnquiryFieldName, string>>;

/** What a field's input gets besides its id and label: register() in the browser, default values on the server. */
export type FieldInputProps = Partial<ComponentProps<'input'>> & Partial<Pick<ComponentProps<'textarea'>, 'onChange'>>;

export type EmailInputProps = {
  id: string;
  describedBy?: string;
  invalid: boolean;
  className: string;
};

export const fieldId = (form: EnquiryFormId, name: string) => `${form}-${name}`;
/** The id of the heading that names a form ("-form-": the contact block's own heading is contact-heading). */
export const formHeadingId = (form: EnquiryFormId) => `${form}-form-heading`;

const errorId = (id: string) => `${id}--error-message`;
const hintId = (id: string) => `${id}--hint`;

export const inputClass =
  'mt-2 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink focus:border-navy-800 aria-invalid:border-danger-700';

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 font-semibold text-danger-700">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`${className} ${error ? 'border-l-4 border-danger-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId(id)} className="text-base text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
      {children}
    </div>
  );
}

export type EnquiryFormViewProps = {
  form: EnquiryFormId;
  action: string;
  errors?: EnquiryFieldErrors;
  /** Extra props for each input: react-hook-form's register() in the browser, defaultValue on the server. */
  inputProps?: (name: EnquiryFieldName) => FieldInputProps;
  /** Replaces the plain email input (the browser's island puts its suggestion combobox here). */
  emailInput?: (props: EmailInputProps) => ReactNode;
  /** Shown above the submit button: the island's send error. */
  status?: ReactNode;
  submitting?: boolean;
} & Omit<ComponentProps<'form'>, 'action' | 'method'>;

/**
 * The enquiry form's markup: a real form posting to the form service, so it works without JavaScript
 * (`required` attributes catch most mistakes first). The island adds react-hook-form on top; the server
 * renders the same markup with the patient's values and errors when a form posted without JS needs fixing.
 */
export function EnquiryFormView({
  form,
  action,
  errors = {},
  inputProps = () => ({}),
  emailInput,
  status,
  submitting = false,
  ...formProps
}: EnquiryFormViewProps) {
  const { labels, hints, consent } = enquiryContent;
  const phoneRequired = form !== 'contact';
  const text = (name: 'firstName' | 'lastName' | 'phone', autoComplete: string, type = 'text') => {
    const id = fieldId(form, name);
    const hint = name !== 'phone' ? undefined : phoneRequired ? hints.phone : hints.phoneOptional;
    const label = name === 'phone' && !phoneRequired ? `${labels.phone} ${labels.optional}` : labels[name];
    return (
      <Field id={id} label={label} hint={hint} error={errors[name]}>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={name !== 'phone' || phoneRequired}
          maxLength={name === 'phone' ? enquiryLimits.phone : enquiryLimits.name}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(id, hint, errors[name])}
          className={inputClass}
          {...inputProps(name)}
        />
      </Field>
    );
  };
  const emailId = fieldId(form, 'email');
  const messageId = fieldId(form, 'message');
  const consentId = fieldId(form, 'consent');
  const emailProps: EmailInputProps = {
    id: emailId,
    describedBy: describedBy(emailId, hints.email, errors.email),
    invalid: Boolean(errors.email),
    className: inputClass,
  };

  return (
    <form method="post" action={action} {...formProps}>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="_subject" value={enquirySubjects[form]} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        {text('phone', 'tel', 'tel')}
        <Field id={emailId} label={labels.email} hint={hints.email} error={errors.email}>
          {emailInput ? (
            emailInput(emailProps)
          ) : (
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={enquiryLimits.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={emailProps.describedBy}
              className={inputClass}
              {...inputProps('email')}
            />
          )}
        </Field>
      </div>
      <Field id={messageId} label={labels.message} hint={hints.message} error={errors.message} className="mt-5">
        <textarea
          id={messageId}
          name="message"
          rows={5}
          required
          maxLength={enquiryLimits.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(messageId, hints.message, errors.message)}
          className={inputClass}
          {...(inputProps('message') as ComponentProps<'textarea'>)}
        />
      </Field>
      <div className={`mt-5 ${errors.consent ? 'border-l-4 border-danger-700 pl-3' : ''}`}>
        <FieldError id={consentId} message={errors.consent} />
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            value="true"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? errorId(consentId) : undefined}
            className="mt-1 size-6 shrink-0 accent-teal-700"
            {...inputProps('consent')}
          />
          <label htmlFor={consentId} className="text-ink">
            {consent.label}
          </label>
        </div>
        <p className="mt-1 pl-9">
          <a href={consent.privacyHref}>{consent.privacyLinkText}</a>
        </p>
      </div>
      {/* Bots fill every field; people never see this one. A filled one is kept aside, not mailed. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(form, honeypotField)}>Website</label>
        <input id={fieldId(form, honeypotField)} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="mt-5 text-base text-ink-soft">{enquiryContent.urgentNote}</p>
      {status}
      <button
        type="submit"
        disabled={submitting}
        className="mt-5 inline-flex min-h-12 items-center rounded-pill bg-teal-700 px-8 font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
      >
        {submitting ? enquiryContent.submitting : enquiryContent.submit}
      </button>
    </form>
  );
}
