import { documents, getDocument, type GuideDocument } from '@/content/documents';
import pageCounts from '@/content/documents/page-counts.json';
import type { InfoPage } from '@/content/types';

import { guidePagePath } from './guide-path';

/**
 * The patient guides of content/documents as the site shows them: the PDF under /documents/ and the web page
 * version at /guides/<id>.
 */
export const guidePdfHref = (id: string) => `/documents/${id}.pdf`;

/**
 * A guide's number of pages, from content/documents/page-counts.json: the one source of page counts, written by
 * scripts/build-documents.ts with the PDFs it lays out (scripts/build-documents.test.ts checks both are current).
 */
export function guidePageCount(id: string): number {
  const pages = (pageCounts as Record<string, number>)[id];
  if (!pages) throw new Error(`No page count for guide "${id}": run npm run build:documents`);
  return pages;
}

/** A guide by id; throws for an unknown id so a typo fails the build rather than showing a broken link. */
export function requireGuide(id: string): GuideDocument {
  const guide = getDocument(id);
  if (!guide) throw new Error(`Unknown guide "${id}": no module with that id in content/documents`);
  return guide;
}

export const allGuideIds = () => documents.map((guide) => guide.id);

/** A guide's web page version, built from the same content as its PDF: one section per chapter. */
export function guideInfoPage(guide: GuideDocument): InfoPage {
  return {
    path: guidePagePath(guide.id),
    title: guide.title,
    description: guide.summary,
    hero: { title: guide.title, subtitle: guide.summary },
    schemaType: 'MedicalWebPage',
    blocks: [{ type: 'sections', id: 'guide-chapters', layout: 'stack', sections: guide.chapters }],
    urgentHelp: guide.urgentHelp,
    covers: guide.covers,
    review: guide.review,
  };
}
