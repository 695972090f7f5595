import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { InfoPageView } from '@/components/info/info-page-view';
import { pageMetadata } from '@/lib/page-metadata';
import { infoPageAt, infoPageParams } from '@/lib/route-pages';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return infoPageParams('/Treatments');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = infoPageAt('/Treatments', (await params).slug);
  return page ? pageMetadata(page) : {};
}

/** A treatment page from content/pages (registry: content/pages/index.ts). */
export default async function TreatmentPage({ params }: Props) {
  const page = infoPageAt('/Treatments', (await params).slug);
  if (!page) notFound();
  return <InfoPageView page={page} />;
}
