import { RichText } from '@/components/ui/rich-text';

import { type BlockProps, TitledSection } from './titled-section';

/** Possible complications, listed plainly. */
export function ComplicationsList({ id, title, items, level = 2 }: BlockProps<'complications'>) {
  return (
    <TitledSection id={id} title={title} level={level}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl border border-sand-200 bg-white p-4">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-navy-600" />
            <span>
              <RichText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
