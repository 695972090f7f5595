import type { InfoPage } from '@/content/types';

import { aclLigamentInjury } from './conditions/acl-ligament-injury';
import { anteriorKneePain } from './conditions/anterior-knee-pain';
import { cartilageTear } from './conditions/cartilage-tear';
import { kneeArthritis } from './conditions/knee-arthritis';
import { kneecapProblems } from './conditions/kneecap-problems';
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
