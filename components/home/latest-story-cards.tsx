'use client';

import { stories as words } from '@/content/stories';
import { StoriesLoading } from '@/components/stories/stories-loading';
import { StoryGrid } from '@/components/stories/story-grid';
import { useStories } from '@/components/hooks/use-stories';
import { sortNewestFirst } from '@/lib/stories/filter';
import type { Testimonial } from '@/lib/stories/testimonial';

/** No sample story on the home page: if the API cannot be reached and nothing is cached, it says there is none. */
const NO_SAMPLE: Testimonial[] = [];

/** The 3 newest approved stories (spec section 9), client-rendered from the stories API. */
export function LatestStoryCards({ none }: { none: string }) {
  const state = useStories(NO_SAMPLE);
  if (state.status === 'loading') return <StoriesLoading label={words.list.loading} />;
  const latest = sortNewestFirst(state.stories).slice(0, 3);
  if (latest.length === 0) return <p className="card p-6 text-ink-soft">{none}</p>;
  return <StoryGrid stories={latest} />;
}
