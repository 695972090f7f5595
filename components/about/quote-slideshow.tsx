'use client';

import { Picture } from '@/components/ui/picture';
import { SlideshowControls } from '@/components/ui/slideshow-controls';
import { useSlideshow } from '@/lib/hooks/use-slideshow';

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
  const { index, paused, goTo, togglePaused } = useSlideshow(slides.length, intervalMs);
  const quote = quotes[index % quotes.length];
  return (
    <div className="relative isolate flex min-h-[26rem] flex-col justify-end overflow-hidden sm:min-h-[30rem]">
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {slides.map((name, i) =>
          i === index || i === (index + 1) % slides.length || i === 0 ? (
            <Picture
              key={name}
              name={name}
              alt=""
              sizes="100vw"
              priority={i === 0}
              className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${i === index ? 'opacity-100' : 'opacity-0'}`}
              imgClassName="size-full object-cover"
            />
          ) : null,
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-navy-900/85 via-navy-900/45 to-navy-900/10" />
      </div>
      <figure className="container-page pb-6">
        <blockquote className="max-w-3xl font-serif text-2xl leading-snug text-white sm:text-4xl">
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className="mt-4 text-lg text-sand-100">{author}</figcaption>
      </figure>
      <div className="container-page pb-6">
        <SlideshowControls
          count={slides.length}
          index={index}
          paused={paused}
          onSelect={goTo}
          onTogglePaused={togglePaused}
          noun="quote slide"
        />
      </div>
    </div>
  );
}
