import type { DocumentCardProps } from './document-card';

/**
 * The card data for a guide in content/documents. Throws for an unknown id, so a typo in a page's documents
 * block fails the build instead of showing a broken download.
 */
export function documentCard(id: string): DocumentCardProps {
  throw new Error(`Unknown document "${id}": the guides in content/documents are not on this branch yet`);
}
