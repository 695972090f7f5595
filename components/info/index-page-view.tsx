import type { IndexPage } from '@/content/types';

import { ClosingBlocks } from './closing-blocks';
import { LinkCardGrid } from './link-cards';
import { PageHero } from './page-hero';

/** A section's index page: hero, then each group of cards, with an optional "see all" link. */
export function IndexPageView({ page }: { page: IndexPage }) {
  return (
    <>
      <PageHero title={page.hero.title} subtitle={page.hero.subtitle} breadcrumbs={[{ label: 'Home', href: '/' }]} />
      <div className="container-page space-y-16 py-12 sm:py-16">
        {page.groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id={`${group.id}-heading`} className="text-3xl">
                {group.title}
              </h2>
              {group.more && (
                <a href={group.more.href} className="font-semibold">
                  {group.more.title}
                </a>
              )}
            </div>
            {group.intro && <p className="mt-3 max-w-prose text-ink-soft">{group.intro}</p>}
            <div className="mt-6">
              <LinkCardGrid links={group.links} />
            </div>
          </section>
        ))}
      </div>
      <ClosingBlocks />
    </>
  );
}
