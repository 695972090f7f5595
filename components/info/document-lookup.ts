import { getDocument } from '@/content/documents';
import pageCounts from '@/content/documents/page-counts.json';

import type { DocumentCardProps } from './document-card';

const pagesOf: Record<string, number> = pageCounts;

/**
 * The card for a guide in content/documents, with the page count read from the built PDF
 * (content/documents/page-counts.json). Throws for an unknown id, so a typo in a page's documents block fails
 * the build instead of showing a broken download.
 */
export function documentCard(id: string): DocumentCardProps {
  const document = getDocument(id);
  const pages = pagesOf[id];
  if (!document || pages === undefined) {
    throw new Error(`Unknown document "${id}": add it to content/documents and run npm run build:documents`);
  }
  return {
    title: document.title,
    fileName: document.fileName,
    href: `/documents/${document.id}.pdf`,
    pages,
    category: document.category,
  };
}
