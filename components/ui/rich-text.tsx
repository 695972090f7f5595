import { Fragment } from 'react';

import type { Block } from '@/content/types';
import { RichText } from '@/components/shared/rich-text';

// RichText lives in lib/ because the server renders it too (search answers, urgent-help boxes).
export { RichText };

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, i) => (
        <Fragment key={i}>{renderBlock(block)}</Fragment>
      ))}
    </div>
  );
}

function renderBlock(block: Block) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <div>
          {block.intro && (
            <p className="mb-2">
              <RichText text={block.intro} />
            </p>
          )}
          <List className={`space-y-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-teal-700`}>
            {block.items.map((item, i) => (
              <li key={i}>
                <RichText text={item} />
              </li>
            ))}
          </List>
          {block.outro && (
            <p className="mt-2">
              <RichText text={block.outro} />
            </p>
          )}
        </div>
      );
    }
    case 'definitions':
      return (
        <dl className="space-y-3">
          {block.items.map((item, i) => (
            <div key={i}>
              <dt className="font-semibold text-navy-900">{item.term}</dt>
              <dd>
                <RichText text={item.details} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
