import type { ReactNode } from 'react';

import type { PageBlock } from '@/content/types';

export type HeadingLevel = 2 | 3 | 4;

/** A block component's props: the fields of its block in content/types.ts, and the heading level it sits at. */
export type BlockProps<Type extends PageBlock['type']> = Omit<Extract<PageBlock, { type: Type }>, 'type'> & {
  level?: HeadingLevel;
};

/** A heading at the level the surrounding page needs (blocks nested in a tab sit one level lower). */
export function Heading({
  level,
  id,
  className = '',
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  const size = level === 2 ? 'text-3xl' : level === 3 ? 'text-2xl' : 'text-xl';
  return (
    <Tag id={id} className={`${size} ${className}`}>
      {children}
    </Tag>
  );
}

/** A page block: a <section> named by its heading, so screen-reader users can jump between blocks. */
export function TitledSection({
  id,
  title,
  level,
  className = '',
  children,
}: {
  id: string;
  title: string;
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <Heading level={level} id={`${id}-heading`}>
        {title}
      </Heading>
      <div className="mt-6">{children}</div>
    </section>
  );
}
