import { PageHero } from '@/components/info/page-hero';
import { ReviewDates } from '@/components/info/review-dates';
import { SectionsBlock } from '@/components/info/sections-block';
import { Sources } from '@/components/info/sources';
import { StructuredData } from '@/components/info/structured-data';
import { Blocks } from '@/components/ui/rich-text';
import { practice } from '@/content/practice';
import type { TrustPage } from '@/content/trust/types';

/** A policy page: a WebPage (not a medical one), with its summary, an "On this page" list, the sections, then review dates and sources. */
export function TrustPageView({ page }: { page: TrustPage }) {
  return (
    <>
      <StructuredData
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: page.title,
            description: page.description,
            url: new URL(encodeURI(page.path), practice.siteUrl).href,
            inLanguage: 'en-GB',
            lastReviewed: page.review.lastReviewed,
            publisher: { '@type': 'MedicalOrganization', name: practice.practiceName, url: practice.siteUrl },
          },
        ]}
      />
      <PageHero title={page.hero.title} subtitle={page.hero.subtitle} breadcrumbs={[{ label: 'Home', href: '/' }]} />
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-prose space-y-12">
          <div className="rounded-card border-l-4 border-teal-700 bg-teal-50 p-6">
            <Blocks blocks={page.summary} />
          </div>
          <SectionsBlock id="policy" layout="stack" sections={page.sections} />
          <div className="space-y-8 border-t border-sand-200 pt-8">
            <ReviewDates review={page.review} clinical={false} />
            <Sources sources={page.review.sources} />
          </div>
        </div>
        <nav aria-labelledby="on-this-page-heading" className="order-first lg:order-last">
          <div className="lg:sticky lg:top-32">
            <h2 id="on-this-page-heading" className="font-sans text-lg font-semibold">
              On this page
            </h2>
            <ul className="mt-3 space-y-2 border-l-2 border-sand-200 pl-4">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </>
  );
}
