'use client';

import { ReadMore } from '@/components/ui/read-more';
import { stories as words } from '@/content/stories';
import { avatarColors, initials } from '@/lib/stories/avatar';
import type { Testimonial } from '@/lib/stories/testimonial';

import { Stars } from './stars';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "10 March 2024" for a YYYY-MM-DD or ISO date; the raw text if it is not a date. */
function formatDate(value: string) {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}

/** One story: avatar with initials, name, stars, what it is about, when, and the text with Read More / Read Less. */
export function StoryCard({ story, headingLevel = 'h3' }: { story: Testimonial; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const colours = avatarColors(story.profileColor);
  return (
    <article className="card flex h-full flex-col p-6">
      <header className="flex items-start gap-4">
        {/* Colours come from data, so they are set on the element (client-rendered: the CSP allows this). */}
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-semibold"
          style={{ backgroundColor: colours.background, color: colours.text }}
        >
          {initials(story.name)}
        </span>
        <div className="min-w-0">
          <Heading className="font-sans text-lg font-semibold text-navy-900">{story.name}</Heading>
          {story.stars > 0 ? (
            <Stars stars={story.stars} label={words.list.rated(story.stars)} className="size-4" />
          ) : (
            <p className="text-sm text-ink-muted">{words.list.noRating}</p>
          )}
        </div>
      </header>
      <p className="mt-4 text-sm font-semibold text-teal-700">{story.surgeryType}</p>
      <ReadMore collapsedHeight={75} className="mt-2 flex-1">
        <p className="whitespace-pre-line">{story.text}</p>
      </ReadMore>
      <p className="mt-4 text-sm text-ink-muted">
        <time dateTime={story.date}>{formatDate(story.date)}</time>
      </p>
    </article>
  );
}
