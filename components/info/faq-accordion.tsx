import { Blocks } from '@/components/ui/rich-text';
import type { FaqItem } from '@/content/types';

import { Disclosure, DisclosureGroup } from './disclosure';
import { Icon } from './icon';
import { type HeadingLevel, TitledSection } from './titled-section';

/** Frequently asked questions: one answer open at a time, every answer in the HTML. */
export function FaqAccordion({
  id,
  title,
  items,
  level = 2,
}: {
  id: string;
  title: string;
  items: FaqItem[];
  level?: HeadingLevel;
}) {
  return (
    <TitledSection id={id} title={title} level={level}>
      <DisclosureGroup>
        {items.map((item) => (
          <Disclosure
            key={item.question}
            group={id}
            summary={item.question}
            icon={item.icon && <Icon name={item.icon} />}
          >
            <Blocks blocks={item.answer} />
          </Disclosure>
        ))}
      </DisclosureGroup>
    </TitledSection>
  );
}
