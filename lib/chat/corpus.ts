import { practiceFacts } from '@/content/chat';
import { hipTreatmentNames, kneeTreatmentNames, conditionNames } from '@/content/navigation';
import { practice } from '@/content/practice';
import { allProcedures } from '@/content/procedures';

import { practicePassages, procedurePassages } from './passages';
import { referenceText } from './prompt';
import { buildIndexFile, type ChatIndexFile } from './search';
import type { Passage } from './types';

/** Every passage the assistant can answer from, gathered from the content modules. */
export function collectPassages(): Passage[] {
  return [...allProcedures.flatMap(procedurePassages), ...practicePassages(practiceFacts, practice.practiceName)];
}

/** The index file the build writes (scripts/build-chat-index.ts) and the server loads. */
export function buildChatIndexFile(): ChatIndexFile {
  const treatments = [
    ...conditionNames.map((name) => `Condition: ${name}`),
    ...[...kneeTreatmentNames, ...hipTreatmentNames].map((name) => `Treatment: ${name}`),
    ...allProcedures.map((page) => `Procedure: ${page.title}`),
  ];
  return buildIndexFile(collectPassages(), referenceText(practiceFacts, treatments));
}
