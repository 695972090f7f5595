import { Blocks, RichText } from '@/components/ui/rich-text';
import type { ContentSection } from '@/content/types';

import { Disclosure, DisclosureGroup } from './disclosure';
import { type BlockProps, TitledSection } from './titled-section';

/** An accordion of sections (e.g. "Surgical Treatment Details"), one open at a time. */
export function AccordionBlock({ id, title, intro, items, level = 2 }: BlockProps<'accordion'>) {
  return (
    <TitledSection id={id} title={title} level={level}>
      {intro && (
        <p className="mb-6 max-w-prose">
          <RichText text={intro} />
        </p>
      )}
      <SectionAccordion group={id} sections={items} />
    </TitledSection>
  );
}

/** Sections as an exclusive accordion; each item carries the section's id as its anchor. */
export function SectionAccordion({
  group,
  sections,
  anchorSuffix = '',
}: {
  group: string;
  sections: ContentSection[];
  /** Appended to each section id when the same sections are also shown another way on the page. */
  anchorSuffix?: string;
}) {
  return (
    <DisclosureGroup>
      {sections.map((section) => (
        <Disclosure key={section.id} id={`${section.id}${anchorSuffix}`} group={group} summary={section.title}>
          <div className="max-w-prose">
            <Blocks blocks={section.blocks} />
          </div>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
