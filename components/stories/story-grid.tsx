'use client';

import { stories as words } from '@/content/stories';
import type { Testimonial } from '@/lib/stories/testimonial';

import { StoryCard } from './story-card';

/**
 * Shown while the stories load (and prerendered as the Suspense fallback; hidden without JavaScript).
 * `fillScreen`: where the list is the page's main content, the placeholder holds a screen's height, so what follows
 * starts below the fold and the arriving list does not push it down in view (no layout shift).
 */
export function StoriesLoading({ fillScreen = false }: { fillScreen?: boolean }) {
  return (
    <div className={fillScreen ? 'js-only min-h-svh' : 'js-only'}>
      <p role="status" className="card flex items-center gap-3 p-6 text-ink-soft">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-navy-100 border-t-navy-800"
        />
        {words.list.loading}
      </p>
    </div>
  );
}

/**
 * The cards, coming in one after another (0.05 s apart, spec): a CSS animation (`.stagger-in` in
 * app/globals.css) that moves them without fading, so their text never shows at low contrast; still under reduced
 * motion.
 */
export function StoryGrid({ stories, headingLevel = 'h3' }: { stories: Testimonial[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <ul className="stagger-in mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
