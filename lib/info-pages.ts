import { miopApp } from '@/content/care/miop-app';
import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { preAndPostCare } from '@/content/care/pre-and-post-care';
import { documents } from '@/content/documents';
import { conditionPages, treatmentPages } from '@/content/pages';
import { hipProceduresIndex, kneeProceduresIndex } from '@/content/pages/procedure-indexes';
import { hipProcedures, kneeProcedures } from '@/content/procedures';
import type { InfoPage, LinkCard, PageBlock, ProcedurePage } from '@/content/types';
import { usefulLinks } from '@/content/useful-links';

import { guideInfoPage } from './guides';
import { physiotherapyInfoPage } from './physiotherapy';
import { procedurePath } from './procedure-page';
import { canonicalRoute } from './synonyms';

/**
 * Every information page of the site as the routes render it and the chat and search index it: the content
 * modules, and the pages built from them (procedure indexes, guides, the physiotherapy directory).
 */

/**
 * The spec's link groups on /knee-procedures and /hip-procedures, built from the procedure pages themselves; a
 * synonym's link goes straight to the page it stands for (content/synonym-routes.ts).
 */
function linkGroups(procedures: ProcedurePage[]): PageBlock[] {
  const groups = [...new Set(procedures.map((p) => p.group))];
  return groups.map((group) => ({
    type: 'links',
    id: `${group.toLowerCase().replace(/ /g, '-')}-procedures`,
    title: `${group} procedures`,
    links: procedures
      .filter((p) => p.group === group)
      .map((p): LinkCard => ({ title: p.linkLabel, href: canonicalRoute(procedurePath(p)), description: p.summary })),
  }));
}

const withLinkGroups = (page: InfoPage, procedures: ProcedurePage[]): InfoPage => ({
  ...page,
  blocks: [...page.blocks, ...linkGroups(procedures)],
});

export const kneeProceduresPage = withLinkGroups(kneeProceduresIndex, kneeProcedures);
export const hipProceduresPage = withLinkGroups(hipProceduresIndex, hipProcedures);

/**
 * Pre & Post Care and its two pages. The physiotherapy directory's centres and brace providers are not blocks:
 * index them from content/care/physiotherapy.ts.
 */
const carePages: InfoPage[] = [preAndPostCare, physiotherapyInfoPage(physiotherapyDirectory), miopApp];

/** The web page version of every patient guide (/guides/<id>), from the same modules as the PDFs. */
export const guidePages: InfoPage[] = documents.map(guideInfoPage);

/**
 * Every information page built from a content module. The condition and treatment routes and the procedure
 * index pages render from here; the chat assistant indexes all of it.
 */
export const infoPages: InfoPage[] = [
  ...conditionPages,
  ...treatmentPages,
  kneeProceduresPage,
  hipProceduresPage,
  ...carePages,
  usefulLinks,
  ...guidePages,
];

/** The page at exactly this route, or undefined. */
export function getInfoPage(path: string): InfoPage | undefined {
  return infoPages.find((page) => page.path === path);
}

/** The pages under a section, e.g. "/Conditions" -> the five condition pages. */
export function infoPagesUnder(section: string): InfoPage[] {
  return infoPages.filter((page) => page.path.startsWith(`${section}/`));
}
