import type { ReactNode } from 'react';

import { mainNavigation, type NavLink } from '@/content/navigation';
import type { InfoPage } from '@/content/types';

import { ClosingBlocks } from './closing-blocks';
import { PageBlocks } from './page-blocks';
import { PageHero } from './page-hero';
import { ReviewDates } from './review-dates';
import { Sources } from './sources';
import { StructuredData, infoPageJsonLd } from './structured-data';
import { UrgentHelpBox } from './urgent-help';

const procedureIndexes: NavLink[] = [
  { label: 'Knee Procedures', href: '/knee-procedures' },
  { label: 'Hip Procedures', href: '/hip-procedures' },
];

/** Home, then the section the page belongs to (e.g. Conditions), if any. */
function breadcrumbsFor(path: string): NavLink[] {
  const sections: NavLink[] = [...mainNavigation, ...procedureIndexes];
  const section = sections.find((entry) => path.startsWith(`${entry.href}/`));
  return [{ label: 'Home', href: '/' }, ...(section ? [section] : [])];
}

/**
 * A whole information page from its content module: hero, anything page-specific that comes first (`lead`), the
 * blocks in order, anything page-specific that follows (`children`), the urgent-help box, review dates and
 * sources, then the four shared closing blocks. Also emits its structured data.
 */
export function InfoPageView({ page, lead, children }: { page: InfoPage; lead?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <StructuredData data={infoPageJsonLd(page)} />
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        image={page.hero.image}
        breadcrumbs={breadcrumbsFor(page.path)}
      />
      <div className="container-page space-y-16 py-12 sm:py-16">
        {lead}
        <PageBlocks blocks={page.blocks} />
        {children}
        {page.urgentHelp && <UrgentHelpBox topic={page.urgentHelp} />}
        <div className="grid gap-8 border-t border-sand-200 pt-8 md:grid-cols-2">
          <ReviewDates review={page.review} />
          <Sources sources={page.review.sources} />
        </div>
      </div>
      <ClosingBlocks />
    </>
  );
}
