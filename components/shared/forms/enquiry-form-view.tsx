import type { ComponentProps, ReactNode } from 'react';

import { enquiryContent } from '@/content/enquiry';
import {
  enquiryFieldId,
  enquiryLimits,
  enquirySubjects,
  honeypotField,
  type EnquiryFieldErrors,
  type EnquiryFieldName,
  type EnquiryFormId,
} from '@/lib/validations/enquiry-fields';

import { CheckboxField, controlProps, Field, InputField, SubmitButton, TextareaField, type Bind } from './field';

/** What the island's email combobox gets to stand in for the plain email input. */
export type EmailInputProps = ReturnType<typeof controlProps> & { name: 'email' };

const names = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

/** The id of the heading that names a form ("-form-": the contact block's own heading is contact-heading). */
export const formHeadingId = (form: EnquiryFormId) => `${form}-form-heading`;

export type EnquiryFormViewProps = {
  form: EnquiryFormId;
  action: string;
  errors?: EnquiryFieldErrors;
  /** Each control's props: react-hook-form's register() in the browser, the posted values on the server. */
  bind?: Bind<EnquiryFieldName>;
  /** The error summary, first in the form. */
  summary?: ReactNode;
  /** Replaces the plain email input (the island puts its suggestion combobox here). */
  emailInput?: (props: EmailInputProps) => ReactNode;
  /** Shown above the submit button: the island's send error. */
  status?: ReactNode;
  /** The site's origin for its own pages' links: '' on the site; the site when the API answers from elsewhere. */
  siteOrigin?: string;
  submitting?: boolean;
} & Omit<ComponentProps<'form'>, 'action' | 'method'>;

/**
 * An enquiry form's markup: a real form that posts without JavaScript (`required` attributes catch most
 * mistakes first). The island binds react-hook-form to it; the server shows it again with the patient's values
 * and errors when a form posted without JavaScript needs fixing.
 */
export function EnquiryFormView({
  form,
  action,
  errors = {},
  bind = () => ({}),
  summary,
  emailInput,
  status,
  submitting = false,
  siteOrigin = '',
  ...formProps
}: EnquiryFormViewProps) {
  const { labels, hints, consent } = enquiryContent;
  const id = (name: string) => enquiryFieldId(form, name);
  const phoneRequired = form !== 'contact';
  const phoneHint = phoneRequired ? hints.phone : hints.phoneOptional;
  const emailControl = {
    ...controlProps(id('email'), { hint: hints.email, error: errors.email }),
    name: 'email' as const,
  };

  return (
    <form method="post" action={action} {...formProps}>
      {summary}
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="_subject" value={enquirySubjects[form]} />
      <div className="mt-5 grid gap-5 first:mt-0 sm:grid-cols-2">
        {names.map(([name, autoComplete]) => (
          <InputField
            key={name}
            id={id(name)}
            label={labels[name]}
            error={errors[name]}
            name={name}
            autoComplete={autoComplete}
            required
            maxLength={enquiryLimits.name}
            {...bind(name)}
          />
        ))}
        <InputField
          id={id('phone')}
          label={phoneRequired ? labels.phone : `${labels.phone} ${labels.optional}`}
          hint={phoneHint}
          error={errors.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          required={phoneRequired}
          maxLength={enquiryLimits.phone}
          {...bind('phone')}
        />
        <Field id={id('email')} label={labels.email} hint={hints.email} error={errors.email}>
          {emailInput ? (
            emailInput(emailControl)
          ) : (
            <input
              {...emailControl}
              type="email"
              autoComplete="email"
              required
              maxLength={enquiryLimits.email}
              {...bind('email')}
            />
          )}
        </Field>
      </div>
      <TextareaField
        id={id('message')}
        label={labels.message}
        hint={hints.message}
        error={errors.message}
        className="mt-5"
        name="message"
        rows={5}
        required
        maxLength={enquiryLimits.message}
        {...bind('message')}
      />
      <CheckboxField
        id={id('consent')}
        label={consent.label}
        error={errors.consent}
        className="mt-5"
        name="consent"
        value="true"
        required
        after={
          <p className="mt-1 pl-9">
            <a href={`${siteOrigin}${consent.privacyHref}`}>{consent.privacyLinkText}</a>
          </p>
        }
        {...bind('consent', 'true')}
      />
      {/* Bots fill every field; people never see this one, with or without the stylesheet (hidden). A filled one is
          kept aside, not mailed. */}
      <div hidden aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(honeypotField)}>Website</label>
        <input id={id(honeypotField)} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="mt-5 text-base text-ink-soft">{enquiryContent.urgentNote}</p>
      {status}
      <SubmitButton
        submitting={submitting}
        label={enquiryContent.submit}
        busyLabel={enquiryContent.submitting}
        className="mt-5 px-8"
      />
    </form>
  );
}
