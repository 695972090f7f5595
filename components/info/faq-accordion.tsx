import { Blocks } from '@/components/ui/rich-text';

import { Disclosure, DisclosureGroup } from './disclosure';
import { Icon } from './icon';
import { type BlockProps, TitledSection } from './titled-section';

/** Frequently asked questions: one answer open at a time, every answer in the HTML. */
export function FaqAccordion({ id, title, items, level = 2 }: BlockProps<'faq'>) {
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
