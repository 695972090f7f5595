'use client';

import { useState } from 'react';

import { hintId } from '@/components/ui/form-field';
import { stories as words } from '@/content/stories';
import { STAR_SCALE } from '@/lib/stories/summary';

import { StarIcon } from './stars';

/**
 * The 1-5 star rating as a native radio group drawn as stars: click a star, or Tab into the group and use the
 * arrow keys. 0 means not rated.
 */
export function StarRatingInput({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset aria-describedby={hintId(id)} disabled={disabled}>
      <legend className="font-semibold">{words.form.rating}</legend>
      <p id={hintId(id)} className="text-sm text-ink-muted">
        {words.form.ratingHint}
      </p>
      <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: STAR_SCALE }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className="relative cursor-pointer" onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              id={stars === 1 ? id : undefined}
              name={id}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
            />
            <span className="block rounded-md p-1 peer-focus-visible:shadow-[0_0_0_2px_#15233a] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-focus-visible:outline-solid">
              <StarIcon filled={stars <= shown} className="size-9" />
            </span>
            <span className="sr-only">{words.form.star(stars)}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-ink-soft">
          {value > 0 ? words.form.star(value) : ''}
        </span>
      </div>
    </fieldset>
  );
}
