import { STAR_PATH, STAR_SCALE } from '@/lib/stories/summary';

function StarIcon({ filled, className = 'size-5' }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} shrink-0`}>
      <path
        d={STAR_PATH}
        className={filled ? 'fill-[#b25e00] stroke-[#b25e00]' : 'fill-none stroke-ink-muted'}
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** That many filled stars out of 5, read as one phrase ("Rated 4 out of 5"). */
export function Stars({ stars, label, className }: { stars: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: STAR_SCALE }, (_, i) => (
        <StarIcon key={i} filled={i < stars} className={className} />
      ))}
    </span>
  );
}
