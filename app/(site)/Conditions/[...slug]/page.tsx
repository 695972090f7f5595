import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { InfoPageView } from '@/components/info/info-page-view';
import { pageMetadata } from '@/lib/page-metadata';
import { infoPageAt, infoPageParams } from '@/lib/route-pages';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return infoPageParams('/Conditions');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = infoPageAt('/Conditions', (await params).slug);
  return page ? pageMetadata(page) : {};
}

/** A condition page from content/pages (registry: content/pages/index.ts). */
export default async function ConditionPage({ params }: Props) {
  const page = infoPageAt('/Conditions', (await params).slug);
  if (!page) notFound();
  return <InfoPageView page={page} />;
}
