export const isExternal = (href: string) => /^https?:\/\//.test(href);

/** Outbound links open in a new tab (spec) without giving the other site a handle on ours. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Where the browser sends API calls: same origin unless the site and the API are deployed apart. */
export const apiBase = (process.env.NEXT_PUBLIC_API_BASE ?? '').replace(/\/$/, '');

/** A tel: link for a phone number as people write it ("01632 960123" -> "tel:01632960123"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * Where the enquiry forms' island sends them (the spec's form-service protocol, answered in JSON): our own
 * /api/enquiries unless NEXT_PUBLIC_FORM_ENDPOINT points the forms elsewhere.
 */
export const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT || `${apiBase}/api/enquiries`;

/**
 * Where the forms post as plain HTML, before or without JavaScript: pages our server answers with a redirect to
 * the thank-you page, or with the form again and what needs fixing (a third-party form service answers its own).
 */
export const enquiryFormAction = process.env.NEXT_PUBLIC_FORM_ENDPOINT || `${apiBase}/send-enquiry`;
export const storyFormAction = `${apiBase}/send-story`;
