'use client';

import { useState, type ReactNode } from 'react';

import { Picture } from '@/components/ui/picture';
import { SlideshowControls } from '@/components/ui/slideshow-controls';
import { useSlideshow } from '@/components/hooks/use-slideshow';

type Props = {
  slides: string[];
  intervalMs: number;
  /** For the controls' names: "background image" gives "Pause background images", "Next background image". */
  noun: string;
  /** The controls' group name. */
  label: string;
  /** The shade over the pictures that keeps the text on them readable (Tailwind gradient classes). */
  shade: string;
  className?: string;
  /** Where the controls sit: below the content, in the flow, so they never cover it. */
  controlsClassName?: string;
  /** What sits on the pictures; a function gets the current slide's index (a quote per slide). */
  children: ReactNode | ((index: number) => ReactNode);
};

/**
 * A stack of pictures cross-fading (1 s) every 5 s, looping, with pause and jump controls (spec); still under
 * reduced motion. Only the first picture is in the HTML; each later one is fetched just before it is shown, so a
 * page does not download all 19 at once.
 */
export function Slideshow({
  slides,
  intervalMs,
  noun,
  label,
  shade,
  className = '',
  controlsClassName = '',
  children,
}: Props) {
  const { index, paused, goTo, togglePaused } = useSlideshow(slides.length, intervalMs);
  const [mounted, setMounted] = useState(() => new Set([0]));
  const next = (index + 1) % slides.length;
  if (!mounted.has(index) || !mounted.has(next)) setMounted(new Set([...mounted, index, next]));

  return (
    <div className={`relative isolate overflow-hidden ${className}`}>
      <div className="absolute inset-0 -z-10" aria-hidden="true">
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
        <div className={`absolute inset-0 ${shade}`} />
      </div>
      {typeof children === 'function' ? children(index) : children}
      <div className={controlsClassName}>
        <SlideshowControls
          count={slides.length}
          index={index}
          paused={paused}
          onSelect={goTo}
          onTogglePaused={togglePaused}
          noun={noun}
          label={label}
        />
      </div>
    </div>
  );
}
