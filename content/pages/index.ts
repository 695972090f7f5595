import { miopApp } from '@/content/care/miop-app';
import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { preAndPostCare } from '@/content/care/pre-and-post-care';
import { documents } from '@/content/documents';
import type { InfoPage } from '@/content/types';
import { usefulLinks } from '@/content/useful-links';
import { guideInfoPage } from '@/lib/guides';
import { physiotherapyInfoPage } from '@/lib/physiotherapy';

import { aclLigamentInjury } from './conditions/acl-ligament-injury';
import { anteriorKneePain } from './conditions/anterior-knee-pain';
import { cartilageTear } from './conditions/cartilage-tear';
import { kneeArthritis } from './conditions/knee-arthritis';
import { kneecapProblems } from './conditions/kneecap-problems';
import { hipProceduresPage, kneeProceduresPage } from './procedure-indexes';
import { aclReconstruction } from './treatments/acl-reconstruction';
import { hipReplacement } from './treatments/hip-replacement';
import { kneeArthroscopy } from './treatments/knee-arthroscopy';
import { kneeOsteotomy } from './treatments/knee-osteotomy';
import { nonSurgicalTreatmentForHips } from './treatments/non-surgical-treatment-for-hips';
import { nonSurgicalTreatmentForKnees } from './treatments/non-surgical-treatment-for-knees';
import { partialKneeReplacement } from './treatments/partial-knee-replacement';
import { patellarRealignment } from './treatments/patellar-realignment';
import { patellarStabilization } from './treatments/patellar-stabilization';
import { totalKneeReplacement } from './treatments/total-knee-replacement';

/** The condition pages, in the navigation's order. */
export const conditionPages: InfoPage[] = [
  kneeArthritis,
  cartilageTear,
  aclLigamentInjury,
  anteriorKneePain,
  kneecapProblems,
];

/** The treatment pages, in the navigation's order: eight knee, then two hip. */
export const treatmentPages: InfoPage[] = [
  nonSurgicalTreatmentForKnees,
  kneeArthroscopy,
  aclReconstruction,
  totalKneeReplacement,
  partialKneeReplacement,
  kneeOsteotomy,
  patellarRealignment,
  patellarStabilization,
  nonSurgicalTreatmentForHips,
  hipReplacement,
];

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
