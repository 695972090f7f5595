import type { Metadata } from 'next';

import { stories } from '@/content/stories';

export const metadata: Metadata = {
  title: stories.sentPage.title,
  robots: { index: false },
  alternates: { canonical: '/story-sent' },
};

/** Where the story form posted without JavaScript lands once the story is stored (303 from /send-story). */
export default function StorySentPage() {
  const { form, sentPage } = stories;
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-3xl border-t-8 border-t-success-700 p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{form.success.heading}</h1>
        <p className="mt-4 max-w-prose text-lg">{form.success.text}</p>
        <p className="mt-8 flex flex-wrap gap-4">
          <a
            href="/patient-success-stories#share-your-story"
            className="inline-flex min-h-12 items-center rounded-pill bg-teal-700 px-6 font-semibold text-white no-underline hover:bg-teal-800 hover:text-white"
          >
            {form.again}
          </a>
          <a href="/patient-success-stories" className="inline-flex min-h-12 items-center font-semibold">
            {sentPage.backLink}
          </a>
        </p>
      </div>
    </div>
  );
}
