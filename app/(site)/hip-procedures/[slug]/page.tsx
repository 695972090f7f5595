import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { InfoPageView } from '@/components/info/info-page-view';
import { MovedPage } from '@/components/info/moved-page';
import { pageMetadata } from '@/lib/page-metadata';
import { procedurePageAt, procedureParams, procedureRedirect } from '@/lib/route-pages';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return procedureParams('hip');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const canonical = procedureRedirect('hip', slug);
  if (canonical) return { alternates: { canonical }, robots: { index: false } };
  const page = procedurePageAt('hip', slug);
  return page ? pageMetadata(page) : {};
}

/** A hip procedure page from content/procedures/hip/, shown as an information page. */
export default async function HipProcedurePage({ params }: Props) {
  const { slug } = await params;
  // A synonym (content/synonym-routes.ts): hosts answer it with a 301; a plain file server sends this page.
  const canonical = procedureRedirect('hip', slug);
  if (canonical) return <MovedPage to={canonical} />;
  const page = procedurePageAt('hip', slug);
  if (!page) notFound();
  return <InfoPageView page={page} />;
}
