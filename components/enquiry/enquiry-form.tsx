import { apiBase } from '@/lib/links';

export type EnquiryFormKind = 'consultation' | 'contact' | 'private-consultation';

const fieldClass =
  'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink focus:border-navy-800';

/** The enquiry form as plain HTML: it posts to the form service and works without JavaScript. */
export function EnquiryForm({ form, heading }: { form: EnquiryFormKind; heading: string }) {
  const phoneRequired = form !== 'contact';
  const id = (name: string) => `${form}-${name}`;
  return (
    <form method="post" action={`${apiBase}/api/enquiries`} aria-labelledby={id('heading')}>
      <h3 id={id('heading')} className="text-2xl">
        {heading}
      </h3>
      <input type="hidden" name="form" value={form} />
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('firstName')} className="font-semibold">
            First name
          </label>
          <input id={id('firstName')} name="firstName" autoComplete="given-name" required className={fieldClass} />
        </div>
        <div>
          <label htmlFor={id('lastName')} className="font-semibold">
            Last name
          </label>
          <input id={id('lastName')} name="lastName" autoComplete="family-name" required className={fieldClass} />
        </div>
        <div>
          <label htmlFor={id('phone')} className="font-semibold">
            Phone{phoneRequired ? '' : ' (optional)'}
          </label>
          <input id={id('phone')} name="phone" type="tel" autoComplete="tel" required={phoneRequired} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={id('email')} className="font-semibold">
            Email
          </label>
          <input id={id('email')} name="email" type="email" autoComplete="email" required className={fieldClass} />
        </div>
      </div>
      <div className="mt-4">
        <label htmlFor={id('message')} className="font-semibold">
          Message
        </label>
        <textarea id={id('message')} name="message" rows={4} required className={fieldClass} />
      </div>
      <button
        type="submit"
        className="mt-5 inline-flex min-h-12 items-center rounded-pill bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800"
      >
        Send
      </button>
    </form>
  );
}
