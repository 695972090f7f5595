import type { PageBlock } from '@/content/types';

import { AccordionBlock } from './accordion-block';
import { ComplicationsList } from './complications-list';
import { DocumentsBlock } from './documents-block';
import { FaqAccordion } from './faq-accordion';
import { FeatureCards } from './feature-cards';
import { FigureBlock } from './figure-block';
import { LinkCards } from './link-cards';
import { SectionsBlock } from './sections-block';
import { Tabs } from './tabs';
import { Timeline } from './timeline';
import type { HeadingLevel } from './titled-section';

/** An information page's blocks, in order. Blocks inside a tab sit one heading level lower. */
export function PageBlocks({ blocks, level = 2 }: { blocks: PageBlock[]; level?: HeadingLevel }) {
  return (
    <div className="space-y-16">
      {blocks.map((block, i) => (
        <PageBlockView key={'id' in block ? block.id : i} block={block} level={level} />
      ))}
    </div>
  );
}

function PageBlockView({ block, level }: { block: PageBlock; level: HeadingLevel }) {
  switch (block.type) {
    case 'faq':
      return <FaqAccordion {...block} level={level} />;
    case 'sections':
      return <SectionsBlock {...block} level={level} />;
    case 'accordion':
      return <AccordionBlock {...block} level={level} />;
    case 'timeline':
      return <Timeline {...block} level={level} />;
    case 'documents':
      return <DocumentsBlock {...block} level={level} />;
    case 'figure':
      return <FigureBlock {...block} />;
    case 'complications':
      return <ComplicationsList {...block} level={level} />;
    case 'links':
      return <LinkCards {...block} level={level} />;
    case 'features':
      return <FeatureCards {...block} level={level} />;
    case 'tabs':
      return (
        <Tabs
          id={block.id}
          label={block.tabs.map((tab) => tab.label).join(' or ')}
          defaultIndex={block.defaultIndex}
          narrow="stack"
          headingLevel={level === 2 ? 2 : 3}
          items={block.tabs.map((tab) => ({
            label: tab.label,
            content: <PageBlocks blocks={tab.blocks} level={Math.min(level + 1, 4) as HeadingLevel} />,
          }))}
        />
      );
  }
}
