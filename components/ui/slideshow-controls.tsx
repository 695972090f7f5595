'use client';

type Props = {
  count: number;
  index: number;
  paused: boolean;
  onSelect: (index: number) => void;
  onTogglePaused: () => void;
  /** What the slides are, for the controls' names: "background image", "quote". */
  noun: string;
  className?: string;
};

/** Visible pause/play control and one dot per slide (spec: dots jump to a slide). */
export function SlideshowControls({ count, index, paused, onSelect, onTogglePaused, noun, className = '' }: Props) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <button
        type="button"
        onClick={onTogglePaused}
        className="inline-flex min-h-11 items-center gap-2 rounded-pill bg-navy-900/85 px-4 text-sm font-semibold text-white hover:bg-navy-900"
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
        {paused ? `Play ${noun}s` : `Pause ${noun}s`}
      </button>
      <ul className="flex flex-wrap items-center gap-0.5 rounded-pill bg-navy-900/70 px-1.5">
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
