import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { InfoPageView } from '@/components/info/info-page-view';
import { pageMetadata } from '@/lib/page-metadata';
import { procedurePageAt, procedureParams } from '@/lib/route-pages';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return procedureParams('knee');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = procedurePageAt('knee', (await params).slug);
  return page ? pageMetadata(page) : {};
}

/** A knee procedure page from content/procedures/knee/, shown as an information page. */
export default async function KneeProcedurePage({ params }: Props) {
  const page = procedurePageAt('knee', (await params).slug);
  if (!page) notFound();
  return <InfoPageView page={page} />;
}
