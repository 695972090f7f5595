'use client';

import { deferredIsland } from '@/components/ui/deferred-island';

/** The enquiry form's island (react-hook-form, the email suggestions) off the page's first load. */
export const DeferredEnquiryForm = deferredIsland(
  () => import('./enquiry-form-client').then((module) => module.EnquiryFormClient),
  // Next makes `typeof window` a constant in each bundle: the browser's has no trace of this synchronous import.
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- prerendering only (deferredIsland)
      (require('./enquiry-form-client') as typeof import('./enquiry-form-client')).EnquiryFormClient
    : undefined,
);
