import { guidePagePath } from '@/lib/guide-path';
import { guidePageCount, guidePdfHref, requireGuide } from '@/lib/guides';

import type { DocumentCardProps } from './document-card';

/**
 * The card data for a guide in content/documents, with its page count.
 * Throws for an unknown id, so a typo in a page's documents block fails the build instead of showing a broken
 * download.
 */
export function documentCard(id: string): DocumentCardProps {
  const guide = requireGuide(id);
  return {
    title: guide.title,
    fileName: guide.fileName,
    href: guidePdfHref(guide.id),
    pages: guidePageCount(guide.id),
    category: guide.category,
    htmlHref: guidePagePath(guide.id),
  };
}
