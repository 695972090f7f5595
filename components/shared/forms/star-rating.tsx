import { stories as words } from '@/content/stories';
import { STAR_PATH, STAR_SCALE } from '@/lib/stories/summary';

import { Fieldset, type FieldBinding } from './field';

// A star is filled when its radio, or a later star's, is checked: CSS alone, so it works without JavaScript.
const filled =
  '[label:has(input:checked)_&]:fill-[#b25e00] [label:has(input:checked)_&]:stroke-[#b25e00] [label:has(~label_input:checked)_&]:fill-[#b25e00] [label:has(~label_input:checked)_&]:stroke-[#b25e00]';

/**
 * The 1-5 star rating as a native radio group drawn as stars: tap or click a star, or Tab into the group and use
 * the arrow keys. Each radio covers its star, so a tap on the star is a tap on the radio. None checked = not rated.
 */
export function StarRating({
  id,
  name,
  error,
  bind,
}: {
  id: string;
  name: string;
  error?: string;
  bind: (choice: string) => FieldBinding;
}) {
  return (
    <Fieldset id={id} legend={words.form.rating} hint={words.form.ratingHint} error={error}>
      <div className="mt-1 flex items-center gap-1">
        {Array.from({ length: STAR_SCALE }, (_, i) => String(i + 1)).map((stars) => (
          <label key={stars} className="relative block">
            <input
              type="radio"
              id={stars === '1' ? id : undefined}
              name={name}
              value={stars}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
              {...bind(stars)}
            />
            <span className="block rounded-md p-1 peer-focus-visible:shadow-[0_0_0_2px_#15233a] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-focus-visible:outline-solid">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-9 shrink-0">
                <path
                  d={STAR_PATH}
                  className={`fill-none stroke-ink-muted ${filled}`}
                  strokeWidth="1.2"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <span className="sr-only">{words.form.star(Number(stars))}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
