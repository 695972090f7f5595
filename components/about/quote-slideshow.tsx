'use client';

import { Slideshow } from '@/components/ui/slideshow';

/** 19 background slides every 5 s, each carrying one of the 16 quotes, shown cyclically (spec). */
export function QuoteSlideshow({
  slides,
  quotes,
  author,
  intervalMs,
}: {
  slides: string[];
  quotes: string[];
  author: string;
  intervalMs: number;
}) {
  return (
    <Slideshow
      slides={slides}
      intervalMs={intervalMs}
      noun="quote slide"
      label="Quote slides"
      shade="bg-gradient-to-t from-navy-900/85 via-navy-900/45 to-navy-900/10"
      className="flex min-h-[26rem] flex-col justify-end sm:min-h-[30rem]"
      controlsClassName="container-page pb-6"
    >
      {(index) => (
        <figure className="container-page pb-6">
          <blockquote className="max-w-3xl font-serif text-2xl leading-snug text-white sm:text-4xl">
            <p>“{quotes[index % quotes.length]}”</p>
          </blockquote>
          <figcaption className="mt-4 text-lg text-sand-100">{author}</figcaption>
        </figure>
      )}
    </Slideshow>
  );
}
