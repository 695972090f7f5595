import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LazyStoryList } from '@/components/stories/lazy-story-list';
import { StoriesLoading } from '@/components/stories/stories-loading';
import { DeferredStoryForm } from '@/components/stories/deferred-story-form';
import { stories } from '@/content/stories';

export const metadata: Metadata = {
  title: stories.title,
  description: stories.description,
  alternates: { canonical: '/patient-success-stories' },
};

export default function PatientStoriesPage() {
  return (
    <>
      <header className="bg-navy-50 py-14">
        <div className="container-page">
          <h1 className="text-4xl sm:text-5xl">{stories.heading}</h1>
          <p className="mt-4 max-w-prose text-lg text-ink-soft">{stories.intro}</p>
        </div>
      </header>
      <noscript>
        <div className="container-page pt-10">
          <div className="rounded-card border-2 border-navy-800 bg-white p-6">
            <h2 className="text-2xl">{stories.noscript.heading}</h2>
            <p className="mt-2">{stories.noscript.text}</p>
            <p className="mt-2">{stories.noscript.contact}</p>
          </div>
        </div>
      </noscript>
      <section aria-labelledby="stories-list-heading" className="container-page py-12">
        <h2 id="stories-list-heading" className="mb-6 text-3xl">
          {stories.list.heading}
        </h2>
        <Suspense fallback={<StoriesLoading label={stories.list.loading} fillScreen />}>
          <LazyStoryList loading={stories.list.loading} />
        </Suspense>
      </section>
      <section id="share-your-story" aria-labelledby="share-story-heading" className="bg-white py-16">
        <div className="container-page max-w-3xl">
          <h2 id="share-story-heading" className="text-3xl sm:text-4xl">
            {stories.form.heading}
          </h2>
          <p className="mt-3 mb-8 max-w-prose text-ink-soft">{stories.form.intro}</p>
          <DeferredStoryForm />
        </div>
      </section>
    </>
  );
}
