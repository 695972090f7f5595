import { about } from '@/content/about';
import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { practiceFacts } from '@/content/chat';
import { conditionLinks, treatmentLinks } from '@/content/navigation';
import { conditionPages, treatmentPages } from '@/content/pages';
import { infoPages } from '@/lib/info-pages';
import { practice } from '@/content/practice';
import { allProcedures } from '@/content/procedures';
import { trustPages } from '@/content/trust';
import { physiotherapyInfoPage } from '@/lib/physiotherapy';
import { procedureInfoPage } from '@/lib/procedure-page';
import { isSynonym } from '@/lib/synonyms';

import {
  aboutPassages,
  infoPagePassages,
  physiotherapyPassages,
  practicePassages,
  trustPagePassages,
} from './passages';
import { referenceText } from './prompt';
import { buildIndexFile, type ChatIndexFile } from './chat-index';
import type { Passage } from './types';

/**
 * Every page the assistant answers from, as its route renders it: condition and treatment pages, procedure
 * pages (not the synonyms'), care pages, the guides' web pages, the trust pages, the About page, the physiotherapy
 * directory and the practice details.
 */
function collectPassages(): Passage[] {
  // The physiotherapy page is indexed with its centres and brace providers, so it is taken out of the rest.
  const physiotherapyPage = physiotherapyInfoPage(physiotherapyDirectory);
  // A synonym's page redirects to its canonical page (content/synonym-routes.ts): each operation is found once.
  const pages = [
    ...infoPages.filter((page) => page.path !== physiotherapyPage.path),
    ...allProcedures.map(procedureInfoPage),
  ].filter((page) => !isSynonym(page.path));
  const mainPages = new Set([...conditionPages, ...treatmentPages].map((page) => page.path));
  const onMainPage = (passage: Passage): Passage => ({ ...passage, mainPage: true });
  return [
    ...pages.flatMap((page) =>
      mainPages.has(page.path) ? infoPagePassages(page, { guideLists: false }).map(onMainPage) : infoPagePassages(page),
    ),
    ...physiotherapyPassages(physiotherapyDirectory, physiotherapyPage),
    ...trustPages.flatMap(trustPagePassages),
    ...aboutPassages(about),
    ...practicePassages(practiceFacts, practice.practiceName),
  ];
}

/** The spec's reference text for the model: biography, locations, treatments, insurers, declarations. */
function practiceReference(): string {
  const treatments = [
    ...conditionLinks.map((link) => `Condition: ${link.label}`),
    ...treatmentLinks.map((link) => `Treatment: ${link.label}`),
    ...allProcedures.map((page) => `Procedure: ${page.title}`),
  ];
  return referenceText(
    [
      ...practiceFacts,
      {
        heading: 'Insurers',
        body: [`${practice.surgeon.name} is recognised by: ${practice.insurers.map((i) => i.name).join(', ')}.`],
      },
      { heading: 'Financial declarations', body: practice.declarations },
    ],
    treatments,
  );
}

/** The index file the build writes (scripts/build-chat-index.ts) and the server loads. */
export function buildChatIndexFile(): ChatIndexFile {
  return buildIndexFile(collectPassages(), practiceReference());
}
