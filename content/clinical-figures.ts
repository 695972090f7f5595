/**
 * Every clinical figure quoted to visitors, defined once (from the spec, section 9) and reused by the pages,
 * the PDF guides and the chat assistant. Do not type these numbers anywhere else: a test fails if a figure
 * appears literally in another content file.
 */
export const clinicalFigures = {
  kneeInfectionRisk: '1-2%',
  hipInfectionRisk: 'under 1%',
  hipReplacementTenYearSurvival: '90-95%',
  hipReplacementTwentyYearSurvival: '80-85%',
  aclReturnToSport: '90-95%',
  aclMinimumBeforeContactSport: '9 months',
  drivingAfterArthroscopy: '4-5 days',
  restAfterArthroscopy: '48 hours',
  steristripsStay: '10-12 days',
  persistentPainAfterTkr: 'under 5%',
  kneeImplantLifespan: '10-20 years',
  kneeImplantTenYearSurvival: 'above 90%',
  partialReplacementSuitability: '30-50%',
  partialReplacementSurgeryTime: '1-2 hours',
  nonSurgicalTrialPeriod: '3-6 months',
  orthobiologicsGuidePublished: 'February 2022',
  osteotomyPainReliefSuccess: 'about 80%',
  osteotomyResultsLast: '10+ years',
  osteotomyWeightBearing: '4-6 weeks',
  tibialOsteotomyBoneHealing: '4-6 months',
  femoralOsteotomyBoneHealing: '3 months',
  patellaStitchesOut: '12 days',
  patellaAnticoagulantInjections: '2 weeks',
  patellaWoundsDry: '7 days',
  patellaShowerAfter: '48 hours',
  patellaDrivingAfter: '2-4 weeks',
  patellaSportAfter: '3-4 months',
  patellaPhysioFollowUp: '1 week',
  patellaClinicFollowUp: '6 weeks',
  hipPhysioPainReduction: '40-60%',
  hipSteroidInjectionLasts: '1-3 months',
  hipSurgeryConsideredAfter: '3-6 months',
} as const;

export type ClinicalFigure = keyof typeof clinicalFigures;
