import { Blocks } from '@/components/ui/rich-text';
import type { ContentSection } from '@/content/types';

import { SectionAccordion } from './accordion-block';
import { Tabs } from './tabs';
import { type BlockProps, Heading, type HeadingLevel } from './titled-section';

/**
 * Content sections. "stack": one after another. "columns": three columns on large screens, an accordion on
 * smaller ones. "tabs": tabs on desktop, an accordion on phones (and wherever JavaScript is off).
 * Narrow and wide forms are both in the HTML; CSS shows one, so the ids of the hidden form carry a suffix.
 */
export function SectionsBlock({ id, title, layout, sections, level = 2 }: BlockProps<'sections'>) {
  const sectionLevel = (title ? Math.min(level + 1, 4) : level) as HeadingLevel;
  return (
    <div id={id} className="space-y-6">
      {title && (
        <Heading level={level} id={`${id}-heading`}>
          {title}
        </Heading>
      )}
      {layout === 'stack' && (
        <div className="max-w-prose space-y-10">
          {sections.map((section) => (
            <StackedSection key={section.id} section={section} level={sectionLevel} />
          ))}
        </div>
      )}
      {layout === 'columns' && (
        <>
          <div className="hidden gap-6 lg:grid lg:grid-cols-3">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="card p-6">
                <Heading level={sectionLevel} id={`${section.id}-heading`} className="text-xl!">
                  {section.title}
                </Heading>
                <div className="mt-3 text-ink-soft">
                  <Blocks blocks={section.blocks} />
                </div>
              </section>
            ))}
          </div>
          <div className="lg:hidden">
            <SectionAccordion group={id} sections={sections} anchorSuffix="-accordion" />
          </div>
        </>
      )}
      {layout === 'tabs' && (
        <>
          <Tabs
            id={`${id}-tabs`}
            label={title ?? sections.map((s) => s.title).join(', ')}
            narrow="hide"
            items={sections.map((section) => ({
              label: section.title,
              content: (
                <div className="card max-w-prose p-6 sm:p-8 lg:max-w-none">
                  <div className="max-w-prose">
                    <Blocks blocks={section.blocks} />
                  </div>
                </div>
              ),
            }))}
          />
          <div className="[.js_&]:lg:hidden">
            <SectionAccordion group={id} sections={sections} />
          </div>
        </>
      )}
    </div>
  );
}

function StackedSection({ section, level }: { section: ContentSection; level: HeadingLevel }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <Heading level={level} id={`${section.id}-heading`}>
        {section.title}
      </Heading>
      <div className="mt-4">
        <Blocks blocks={section.blocks} />
      </div>
    </section>
  );
}
