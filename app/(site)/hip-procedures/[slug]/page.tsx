import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { InfoPageView } from '@/components/info/info-page-view';
import { pageMetadata } from '@/lib/page-metadata';
import { procedurePageAt, procedureParams } from '@/lib/route-pages';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return procedureParams('hip');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = procedurePageAt('hip', (await params).slug);
  return page ? pageMetadata(page) : {};
}

/** A hip procedure page from content/procedures/hip/, shown as an information page. */
export default async function HipProcedurePage({ params }: Props) {
  const page = procedurePageAt('hip', (await params).slug);
  if (!page) notFound();
  return <InfoPageView page={page} />;
}
