import type { Metadata } from 'next';

import { enquiryContent } from '@/content/enquiry';

export const metadata: Metadata = {
  title: enquiryContent.sentPage.title,
  robots: { index: false },
  alternates: { canonical: '/enquiry-sent' },
};

/** Where a form posted without JavaScript lands once the message is stored (303 from /send-enquiry). */
export default function EnquirySentPage() {
  const { sentPage } = enquiryContent;
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-3xl border-t-8 border-t-success-700 p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{sentPage.heading}</h1>
        {sentPage.body.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-prose text-lg">
            {paragraph}
          </p>
        ))}
        <p className="mt-8">
          <a
            href="/"
            className="inline-flex min-h-12 items-center rounded-pill bg-teal-700 px-6 font-semibold text-white no-underline hover:bg-teal-800 hover:text-white"
          >
            {sentPage.homeLink}
          </a>
        </p>
      </div>
    </div>
  );
}
