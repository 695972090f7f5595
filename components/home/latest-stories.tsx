import { home } from '@/content/home';
import { stories } from '@/content/stories';

import { LazyLatestStoryCards } from './lazy-latest-story-cards';

/** The home page's story section: the 3 newest approved stories (filled by the stories island) and a link to all. */
export function LatestStories() {
  return (
    <section aria-labelledby="stories-heading" className="container-page py-16">
      <h2 id="stories-heading" className="text-3xl sm:text-4xl">
        {home.stories.heading}
      </h2>
      <p className="mt-3 text-ink-soft">{home.stories.intro}</p>
      <div className="mt-6">
        <LazyLatestStoryCards none={home.stories.none} loading={stories.list.loading} />
      </div>
      <p className="mt-6">
        <a
          href="/patient-success-stories"
          className="inline-flex min-h-12 items-center rounded-pill bg-navy-800 px-6 font-semibold text-white no-underline hover:bg-navy-900 hover:text-white"
        >
          {home.stories.viewAll}
        </a>
      </p>
    </section>
  );
}
