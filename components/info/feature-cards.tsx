import { RichText } from '@/components/ui/rich-text';

import { Icon } from './icon';
import { type BlockProps, Heading, type HeadingLevel, TitledSection } from './titled-section';

/** Feature cards: a title and a short description each, optionally with an icon. */
export function FeatureCards({ id, title, cards, level = 2 }: BlockProps<'features'>) {
  return (
    <TitledSection id={id} title={title} level={level}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="card p-6">
            {card.icon && (
              <span className="mb-4 inline-flex rounded-xl bg-teal-50 p-3 text-teal-700">
                <Icon name={card.icon} />
              </span>
            )}
            <Heading level={Math.min(level + 1, 4) as HeadingLevel} className="font-sans text-lg! font-semibold">
              {card.title}
            </Heading>
            <p className="mt-2 text-ink-soft">
              <RichText text={card.description} />
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
