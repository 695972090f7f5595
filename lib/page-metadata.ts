import type { Metadata } from 'next';

/** Title, meta description and canonical URL of a page (the title template in app/layout.tsx adds the name). */
export function pageMetadata({
  path,
  title,
  description,
}: {
  path: string;
  title: string;
  description: string;
}): Metadata {
  return { title, description, alternates: { canonical: encodeURI(path) } };
}
