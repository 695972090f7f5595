/**
 * All downloadable patient guides, in the order they are listed. Each is built into
 * public/documents/<id>.pdf by scripts/build-documents.ts, which also writes their page counts to
 * ./page-counts.json (read through lib/guides.ts).
 */
import { aclBooklet } from './acl-booklet';
import { aclProtocolGuide } from './acl-protocol-guide';
import { arthritisFaq } from './arthritis-faq';
import { hipReplacementGuide } from './hip-replacement-guide';
import { hipReplacementPatientGuide } from './hip-replacement-patient-guide';
import { kneePainTreatmentsGuide } from './knee-pain-treatments-guide';
import { kneeReplacementGuide } from './knee-replacement-guide';
import { makoRoboticArmPkr } from './mako-robotic-arm-pkr';
import { orthobiologicsGuide } from './orthobiologics-guide';
import { partialKneePatientBrochure } from './partial-knee-patient-brochure';
import { partialKneeSystem } from './partial-knee-system';
import { roboticArmTotalKneeGuide } from './robotic-arm-total-knee-guide';
import { totalKneeBrochure } from './total-knee-brochure';
import { totalKneePersonalGuide } from './total-knee-personal-guide';
import type { GuideDocument } from './types';
import { yourGuideToKneeReplacement } from './your-guide-to-knee-replacement';

export type { GuideDocument } from './types';

export const documents: readonly GuideDocument[] = [
  kneePainTreatmentsGuide,
  partialKneeSystem,
  hipReplacementPatientGuide,
  arthritisFaq,
  orthobiologicsGuide,
  aclBooklet,
  aclProtocolGuide,
  kneeReplacementGuide,
  roboticArmTotalKneeGuide,
  totalKneeBrochure,
  totalKneePersonalGuide,
  yourGuideToKneeReplacement,
  makoRoboticArmPkr,
  partialKneePatientBrochure,
  hipReplacementGuide,
];

export function getDocument(id: string): GuideDocument | undefined {
  return documents.find((document) => document.id === id);
}
