import { practice } from '@/content/practice';
import type { FaqItem, InfoPage, PageBlock } from '@/content/types';
import { blocksToText } from '@/lib/plain-text';
import { clinicalReviewOf } from '@/lib/review';

type JsonLd = Record<string, unknown>;

/** schema.org data as JSON-LD. "<" is escaped so no text in it can close the script element. */
export function StructuredData({ data }: { data: JsonLd[] }) {
  const json = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

const absoluteUrl = (path: string) => new URL(encodeURI(path), practice.siteUrl).href;

/** Every FAQ item on the page, including those inside tabs. */
function faqItemsOf(blocks: PageBlock[]): FaqItem[] {
  return blocks.flatMap((block) => {
    if (block.type === 'faq') return block.items;
    if (block.type === 'tabs') return block.tabs.flatMap((tab) => faqItemsOf(tab.blocks));
    return [];
  });
}

/**
 * MedicalWebPage (about the condition or procedure), plus FAQPage when it has FAQs. It names a reviewer
 * (reviewedBy, lastReviewed) only when the page records a clinical review; otherwise it gives the date the
 * practice team last updated it.
 */
export function infoPageJsonLd(page: InfoPage): JsonLd[] {
  const review = clinicalReviewOf(page.review);
  const webPage: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: 'en-GB',
    dateModified: page.review.lastReviewed,
    ...(review && {
      lastReviewed: review.on,
      reviewedBy: {
        '@type': 'Physician',
        name: review.reviewer.name,
        jobTitle: review.reviewer.role,
        url: absoluteUrl('/AboutMe'),
      },
    }),
    publisher: { '@type': 'MedicalOrganization', name: practice.practiceName, url: practice.siteUrl },
    ...(page.schemaType !== 'MedicalWebPage' && { about: { '@type': page.schemaType, name: page.hero.title } }),
  };
  const faqs = faqItemsOf(page.blocks);
  if (faqs.length === 0) return [webPage];
  return [
    webPage,
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: absoluteUrl(page.path),
      mainEntity: faqs.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: blocksToText(item.answer) },
      })),
    },
  ];
}
