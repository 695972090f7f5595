import { getInfoPage, infoPagesUnder } from '@/lib/info-pages';
import { getProcedure, hipProcedures, kneeProcedures } from '@/content/procedures';
import type { InfoPage } from '@/content/types';

import { procedureInfoPage, procedurePath } from './procedure-page';
import { canonicalRoute } from './synonyms';

/**
 * The lookups behind the dynamic routes in app/. Params may arrive percent-encoded ("nstride%C2%AE-aps"), and
 * content is keyed by the decoded text, so each segment is decoded before the lookup.
 */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The catch-all params of every information page under a section, e.g. "/Conditions". */
export const infoPageParams = (section: string) =>
  infoPagesUnder(section).map((page) => ({ slug: page.path.slice(section.length + 1).split('/') }));

/** The information page at /{section}/{...slug}, or undefined. */
export const infoPageAt = (section: string, slug: string[]): InfoPage | undefined =>
  getInfoPage(`${section}/${slug.map(decode).join('/')}`);

export type Joint = 'knee' | 'hip';

/** The [slug] params of every procedure page of a joint. */
export const procedureParams = (joint: Joint) =>
  (joint === 'knee' ? kneeProcedures : hipProcedures).map(({ slug }) => ({ slug }));

/** The procedure page at /{joint}-procedures/{slug}, as an information page, or undefined. */
export function procedurePageAt(joint: Joint, slug: string): InfoPage | undefined {
  const procedure = getProcedure(joint, decode(slug));
  return procedure && procedureInfoPage(procedure);
}

/** Where /{joint}-procedures/{slug} redirects when it is a synonym of another page (content/synonym-routes.ts). */
export function procedureRedirect(joint: Joint, slug: string): string | undefined {
  const route = procedurePath({ joint, slug: decode(slug) });
  const canonical = canonicalRoute(route);
  return canonical === route ? undefined : canonical;
}
