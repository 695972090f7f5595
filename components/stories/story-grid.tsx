'use client';

import type { Testimonial } from '@/lib/stories/testimonial';

import { StoryCard } from './story-card';

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
