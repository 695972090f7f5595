import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { GuideDownload } from '@/components/guides/guide-download';
import { InfoPageView } from '@/components/info/info-page-view';
import { getDocument } from '@/content/documents';
import { allGuideIds, guideInfoPage } from '@/lib/guides';
import { pageMetadata } from '@/lib/page-metadata';

type Params = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return allGuideIds().map((id) => ({ id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const guide = getDocument((await params).id);
  return guide ? pageMetadata(guideInfoPage(guide)) : {};
}

/** The web page version of a patient guide, from the same content module as its PDF. */
export default async function GuidePage({ params }: Params) {
  const guide = getDocument((await params).id);
  if (!guide) notFound();
  return <InfoPageView page={guideInfoPage(guide)} lead={<GuideDownload guide={guide} />} />;
}
