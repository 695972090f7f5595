import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getInfoPage, infoPagesUnder } from '@/content/pages';
import { getProcedure, hipProcedures, kneeProcedures } from '@/content/procedures';
import { pageMetadata } from '@/lib/page-metadata';
import { procedureInfoPage } from '@/lib/procedure-page';

import { InfoPageView } from './info-page-view';

/**
 * What a dynamic route file under app/ exports, so each stays a few lines long. Params may arrive
 * percent-encoded ("nstride%C2%AE-aps"), so they are decoded before the content is looked up.
 */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

type CatchAllProps = { params: Promise<{ slug: string[] }> };

/** For app/{section}/[...slug]/page.tsx: every InfoPage under /{section}/. */
export function infoPageRoute(section: string) {
  const pageAt = async ({ params }: CatchAllProps) => {
    const { slug } = await params;
    return getInfoPage(`${section}/${slug.map(decode).join('/')}`);
  };
  return {
    generateStaticParams: () =>
      infoPagesUnder(section).map((page) => ({ slug: page.path.slice(section.length + 1).split('/') })),
    generateMetadata: async (props: CatchAllProps): Promise<Metadata> => {
      const page = await pageAt(props);
      return page ? pageMetadata(page) : {};
    },
    Page: async function InfoRoutePage(props: CatchAllProps) {
      const page = await pageAt(props);
      if (!page) notFound();
      return <InfoPageView page={page} />;
    },
  };
}

type SlugProps = { params: Promise<{ slug: string }> };

/** For app/{knee|hip}-procedures/[slug]/page.tsx: the procedure pages of that joint. */
export function procedureRoute(joint: 'knee' | 'hip') {
  const pageAt = async ({ params }: SlugProps) => {
    const procedure = getProcedure(joint, decode((await params).slug));
    return procedure && procedureInfoPage(procedure);
  };
  return {
    generateStaticParams: () => (joint === 'knee' ? kneeProcedures : hipProcedures).map(({ slug }) => ({ slug })),
    generateMetadata: async (props: SlugProps): Promise<Metadata> => {
      const page = await pageAt(props);
      return page ? pageMetadata(page) : {};
    },
    Page: async function ProcedureRoutePage(props: SlugProps) {
      const page = await pageAt(props);
      if (!page) notFound();
      return <InfoPageView page={page} />;
    },
  };
}
