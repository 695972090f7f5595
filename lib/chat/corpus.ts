import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { miopApp } from '@/content/care/miop-app';
import { preAndPostCare } from '@/content/care/pre-and-post-care';
import { practiceFacts } from '@/content/chat';
import { documents } from '@/content/documents';
import { conditionNames, hipTreatmentNames, kneeTreatmentNames } from '@/content/navigation';
import { infoPages } from '@/content/pages';
import { practice } from '@/content/practice';
import { allProcedures } from '@/content/procedures';
import { trustPages } from '@/content/trust';
import { usefulLinks } from '@/content/useful-links';
import { guideInfoPage } from '@/lib/guides';
import { physiotherapyInfoPage } from '@/lib/physiotherapy';
import { procedureInfoPage } from '@/lib/procedure-page';

import { infoPagePassages, physiotherapyPassages, practicePassages, trustPagePassages } from './passages';
import { referenceText } from './prompt';
import { buildIndexFile, type ChatIndexFile } from './search';
import type { Passage } from './types';

/**
 * Every page the assistant answers from, as its route renders it: condition and treatment pages, procedure
 * pages, care pages, the guides' web pages, the trust pages, the physiotherapy directory and the practice details.
 */
export function collectPassages(): Passage[] {
  const pages = [...infoPages, ...allProcedures.map(procedureInfoPage), preAndPostCare, miopApp, usefulLinks, ...documents.map(guideInfoPage)];
  return [
    ...pages.flatMap(infoPagePassages),
    ...physiotherapyPassages(physiotherapyDirectory, physiotherapyInfoPage(physiotherapyDirectory)),
    ...trustPages.flatMap(trustPagePassages),
    ...practicePassages(practiceFacts, practice.practiceName),
  ];
}

/** The spec's reference text for the model: biography, locations, treatments, insurers, declarations. */
function practiceReference(): string {
  const treatments = [
    ...conditionNames.map((name) => `Condition: ${name}`),
    ...[...kneeTreatmentNames, ...hipTreatmentNames].map((name) => `Treatment: ${name}`),
    ...allProcedures.map((page) => `Procedure: ${page.title}`),
  ];
  return referenceText(
    [
      ...practiceFacts,
      { heading: 'Insurers', body: [`${practice.surgeon.name} is recognised by: ${practice.insurers.map((i) => i.name).join(', ')}.`] },
      { heading: 'Financial declarations', body: practice.declarations },
    ],
    treatments,
  );
}

/** The index file the build writes (scripts/build-chat-index.ts) and the server loads. */
export function buildChatIndexFile(): ChatIndexFile {
  return buildIndexFile(collectPassages(), practiceReference());
}
