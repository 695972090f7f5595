import { documents, getDocument, type GuideDocument } from '@/content/documents';
import type { InfoPage } from '@/content/types';

/**
 * The patient guides of content/documents as the site shows them: the PDF under /documents/ and the web page
 * version at /guides/<id>. (The page count is read from the file by lib/guide-files.ts, at build time only.)
 */
export const guidePdfHref = (id: string) => `/documents/${id}.pdf`;

export const guidePagePath = (id: string) => `/guides/${id}`;

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
