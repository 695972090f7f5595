'use client';

type Props = {
  count: number;
  index: number;
  paused: boolean;
  onSelect: (index: number) => void;
  onTogglePaused: () => void;
  /** What the slides are, for the controls' names: "background image", "quote slide". */
  noun: string;
  /** The group's name: "Background images". */
  label: string;
  className?: string;
};

const roundButton = 'grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/15 [&>svg]:size-5';

/**
 * One row: a visible pause/play control, then one dot per slide (spec: dots jump to a slide). Below 1024 px
 * 19 dots of 24 px do not fit one row, so a phone or tablet gets Previous, "3 / 19" and Next instead.
 */
export function SlideshowControls({
  count,
  index,
  paused,
  onSelect,
  onTogglePaused,
  noun,
  label,
  className = '',
}: Props) {
  return (
    <div role="group" aria-label={label} className={`flex flex-nowrap items-center gap-3 ${className}`}>
      <button
        type="button"
        onClick={onTogglePaused}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-pill bg-navy-900/85 text-sm font-semibold text-white hover:bg-navy-900 sm:px-4"
      >
        {paused ? (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6 4.5v11l9-5.5-9-5.5Z" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6 4h3v12H6zM11 4h3v12h-3z" />
          </svg>
        )}
        {/* Phones show the icon alone: the words stay its name, and the row fits. */}
        <span className="sr-only sm:not-sr-only">{paused ? `Play ${noun}s` : `Pause ${noun}s`}</span>
      </button>
      <div className="flex items-center rounded-pill bg-navy-900/85 text-sm font-semibold text-white lg:hidden">
        <button type="button" onClick={() => onSelect(index - 1)} className={roundButton}>
          <span className="sr-only">Previous {noun}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor">
            <path d="M12.8 5.2a1 1 0 0 1 0 1.4L9.4 10l3.4 3.4a1 1 0 1 1-1.4 1.4l-4.1-4.1a1 1 0 0 1 0-1.4l4.1-4.1a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <span className="min-w-14 text-center tabular-nums">
          <span className="sr-only">
            {noun} {index + 1} of {count}
          </span>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
        </span>
        <button type="button" onClick={() => onSelect(index + 1)} className={roundButton}>
          <span className="sr-only">Next {noun}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor">
            <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
          </svg>
        </button>
      </div>
      <ul className="hidden items-center rounded-pill bg-navy-900/70 px-1.5 lg:flex">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === index ? 'true' : undefined}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span className="sr-only">
                Show {noun} {i + 1} of {count}
              </span>
              <span
                aria-hidden="true"
                className={`block rounded-full transition-all ${i === index ? 'size-3 bg-white' : 'size-2 bg-white/60 group-hover:bg-white/90'}`}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
