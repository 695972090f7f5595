import type { ProcedurePage } from '@/content/types';

import { kneeArthroscopy } from '@/content/procedures/knee/knee-arthroscopy';
import { aclRepair } from '@/content/procedures/knee/acl-repair';
import { pclReconstruction } from '@/content/procedures/knee/pcl-reconstruction';
import { meniscectomyForMeniscusTear } from '@/content/procedures/knee/meniscectomy-for-meniscus-tear';
import { cartilageReconstruction } from '@/content/procedures/knee/cartilage-reconstruction';
import { chondroplasty } from '@/content/procedures/knee/chondroplasty';
import { kneeArthroplasty } from '@/content/procedures/knee/knee-arthroplasty';
import { kneeReplacement } from '@/content/procedures/knee/knee-replacement';
import { kneeReplacementRevision } from '@/content/procedures/knee/knee-replacement-revision';
import { partialKneeReplacement } from '@/content/procedures/knee/partial-knee-replacement';
import { kneeOsteotomy } from '@/content/procedures/knee/knee-osteotomy';
import { tibialOsteotomy } from '@/content/procedures/knee/tibial-osteotomy';
import { patellaStabilisation } from '@/content/procedures/knee/patella-stabilisation';
import { hamstringRepair } from '@/content/procedures/knee/hamstring-repair';
import { imageGuidedKneeJointInjections } from '@/content/procedures/knee/image-guided-knee-joint-injections';
import { kneeMua } from '@/content/procedures/knee/knee-mua';
import { nstrideAps } from '@/content/procedures/knee/nstride-aps';
import { traumaKneeSurgery } from '@/content/procedures/knee/trauma-knee-surgery';

import { hipArthroplasty } from '@/content/procedures/hip/hip-arthroplasty';
import { hipReplacement } from '@/content/procedures/hip/hip-replacement';
import { hipCartilageReconstruction } from '@/content/procedures/hip/hip-cartilage-reconstruction';
import { hemiarthroplasty } from '@/content/procedures/hip/hemiarthroplasty';
import { hipArthroscopy } from '@/content/procedures/hip/hip-arthroscopy';
import { hipOsteotomy } from '@/content/procedures/hip/hip-osteotomy';
import { imageGuidedHipJointInjections } from '@/content/procedures/hip/image-guided-hip-joint-injections';
import { hipMua } from '@/content/procedures/hip/hip-mua';
import { traumaHipSurgery } from '@/content/procedures/hip/trauma-hip-surgery';

/** Knee procedure pages, in the order and groups of the spec's /knee-procedures page. */
export const kneeProcedures: ProcedurePage[] = [
  // Arthroscopic
  kneeArthroscopy,
  aclRepair,
  pclReconstruction,
  meniscectomyForMeniscusTear,
  cartilageReconstruction,
  chondroplasty,
  // Joint Replacement
  kneeArthroplasty,
  kneeReplacement,
  kneeReplacementRevision,
  partialKneeReplacement,
  // Other
  kneeOsteotomy,
  tibialOsteotomy,
  patellaStabilisation,
  hamstringRepair,
  imageGuidedKneeJointInjections,
  kneeMua,
  nstrideAps,
  traumaKneeSurgery,
];

/** Hip procedure pages, in the order and groups of the spec's /hip-procedures page. */
export const hipProcedures: ProcedurePage[] = [
  // Joint
  hipArthroplasty,
  hipReplacement,
  hipCartilageReconstruction,
  hemiarthroplasty,
  // Other
  hipArthroscopy,
  hipOsteotomy,
  imageGuidedHipJointInjections,
  hipMua,
  traumaHipSurgery,
];

export const allProcedures = [...kneeProcedures, ...hipProcedures];

/** The page for `/{joint}-procedures/{slug}`, matched on the exact spec slug; undefined when there is none. */
export function getProcedure(joint: 'knee' | 'hip', slug: string): ProcedurePage | undefined {
  const list = joint === 'knee' ? kneeProcedures : hipProcedures;
  return list.find((page) => page.slug === slug);
}
