'use client';

import { useState } from 'react';

import { Picture } from '@/components/ui/picture';
import { SlideshowControls } from '@/components/ui/slideshow-controls';
import { useSlideshow } from '@/lib/hooks/use-slideshow';

/**
 * The home hero's decorative background: 19 images fading (1 s) every 5 s, looping. Only the first image is in
 * the HTML; each later image is fetched just before it is shown, so the page does not download all 19 at once.
 */
export function HeroSlideshow({ slides, intervalMs }: { slides: string[]; intervalMs: number }) {
  const { index, paused, goTo, togglePaused } = useSlideshow(slides.length, intervalMs);
  const [mounted, setMounted] = useState(() => new Set([0]));
  const next = (index + 1) % slides.length;
  if (!mounted.has(index) || !mounted.has(next)) setMounted(new Set([...mounted, index, next]));

  return (
    <>
      <div className="absolute inset-0 overflow-hidden" aria-hidden="true">
        {slides.map((name, i) =>
          mounted.has(i) ? (
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
        <div className="absolute inset-0 bg-gradient-to-b from-white/40 via-sand-50/60 to-sand-50" />
      </div>
      <SlideshowControls
        count={slides.length}
        index={index}
        paused={paused}
        onSelect={goTo}
        onTogglePaused={togglePaused}
        noun="background image"
        className="absolute right-4 bottom-4 z-10 justify-end sm:right-8"
      />
    </>
  );
}
