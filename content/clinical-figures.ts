import type { SourceKey } from '@/content/sources';

/**
 * Every clinical number a patient can read (durations, percentages, timelines), registered once with what it
 * measures, the operations it applies to and where it comes from. Pages, guides and the PDFs quote a figure
 * through `clinicalFigures.<name>`, never by typing the number, and only on pages that cover one of the
 * figure's topics (see `covers` on each page): content/clinical-figures.test.ts fails on a number in clinical
 * prose that is not registered, on a registered number typed literally, and on a figure quoted outside its scope.
 *
 * Where a figure comes from:
 * - `source: 'practice'`: the practice's own figures, the list it quotes to patients (SPEC.md section 9);
 * - `source: <key of content/sources.ts>`: a published source that states it;
 * - `source: null` with `needsClinicianCheck`: kept because the advice is standard and safer with the number, but not in the
 *   practice's figures and not yet checked against a source. `npm run content:review` lists these for the
 *   surgeon to confirm, correct or remove. Never add a number without one of these.
 */

/** What a page or a figure is about: a figure may be quoted only on a page that covers one of its topics. */
export type FigureTopic =
  | 'knee-conservative-care'
  | 'hip-conservative-care'
  | 'knee-arthroscopy'
  | 'acl-reconstruction'
  | 'total-knee-replacement'
  | 'partial-knee-replacement'
  | 'knee-osteotomy'
  | 'patella-surgery'
  | 'hip-replacement'
  | 'orthobiologics';

export type ClinicalFigure = {
  /** Exactly as patients read it, e.g. "1-2%", "4-6 weeks", "Days 1-3". */
  value: string;
  /** What the number measures, in a few words, for the review report. */
  measures: string;
  /** The operations or treatments it applies to. */
  scope: FigureTopic[];
  /** Where it comes from; null only with needsClinicianCheck. */
  source: SourceKey | 'practice' | null;
  /** Why a clinician must still confirm it; set only on figures outside the practice's own list. */
  needsClinicianCheck?: string;
};

const practiceFigure = (value: string, measures: string, ...scope: FigureTopic[]): ClinicalFigure => ({
  value,
  measures,
  scope,
  source: 'practice',
});

export const figureRegistry = {
  // Joint replacement
  kneeInfectionRisk: practiceFigure(
    '1-2%',
    'chance of infection after a knee replacement',
    'total-knee-replacement',
    'partial-knee-replacement',
  ),
  hipInfectionRisk: practiceFigure('under 1%', 'chance of infection after a hip replacement', 'hip-replacement'),
  hipReplacementTenYearSurvival: practiceFigure(
    '90-95%',
    'hip replacements still working at 10 years',
    'hip-replacement',
  ),
  hipReplacementFirstCheckpoint: practiceFigure(
    '10 years',
    'first time point of hip replacement survival',
    'hip-replacement',
  ),
  hipReplacementSecondCheckpoint: practiceFigure(
    '20 years',
    'second time point of hip replacement survival',
    'hip-replacement',
  ),
  hipReplacementTwentyYearSurvival: practiceFigure(
    '80-85%',
    'hip replacements still working at 20 years',
    'hip-replacement',
  ),
  persistentPainAfterTkr: practiceFigure(
    'under 5%',
    'people with long-lasting pain after a total knee replacement',
    'total-knee-replacement',
  ),
  kneeImplantLifespan: practiceFigure('10-20 years', 'how long a knee replacement lasts', 'total-knee-replacement'),
  kneeImplantTenYearSurvival: practiceFigure(
    'above 90%',
    'knee replacements still working at 10 years',
    'total-knee-replacement',
  ),
  kneeImplantCheckpoint: practiceFigure(
    '10 years',
    'time point of knee replacement survival',
    'total-knee-replacement',
  ),
  partialReplacementSuitability: practiceFigure(
    '30-50%',
    'people needing a knee replacement who suit a partial one',
    'partial-knee-replacement',
  ),
  partialReplacementSurgeryTime: practiceFigure(
    '1-2 hours',
    'length of a partial knee replacement operation',
    'partial-knee-replacement',
  ),
  // The partial knee replacement recovery timeline (spec: Partial knee replacement page).
  partialKneeHospitalStay: practiceFigure('Days 1-3', 'hospital stay', 'partial-knee-replacement'),
  partialKneeHome: practiceFigure('Weeks 1-2', 'first weeks at home', 'partial-knee-replacement'),
  partialKneeActivityIncrease: practiceFigure('Weeks 2-6', 'activity increasing', 'partial-knee-replacement'),
  partialKneeNormalActivities: practiceFigure(
    'Months 2-3',
    'back to normal daily activities',
    'partial-knee-replacement',
  ),
  partialKneeFullRecovery: practiceFigure('Months 3-6', 'full recovery', 'partial-knee-replacement'),

  // Knee arthroscopy and ACL reconstruction
  drivingAfterArthroscopy: practiceFigure('4-5 days', 'driving after a knee arthroscopy', 'knee-arthroscopy'),
  restAfterArthroscopy: practiceFigure('48 hours', 'rest after a knee arthroscopy', 'knee-arthroscopy'),
  steristripsStay: practiceFigure('10-12 days', 'paper stitches left on after an arthroscopy', 'knee-arthroscopy'),
  stayWithYouAfterDayCase: {
    value: '24 hours',
    measures: 'an adult staying with you after a day-case general anaesthetic',
    scope: ['knee-arthroscopy'],
    source: null,
    needsClinicianCheck:
      "Standard advice after a day-case general anaesthetic, not in the practice's figures: confirm it matches the hospitals' discharge advice.",
  },
  aclReturnToSport: practiceFigure(
    '90-95%',
    'people returning to sport after ACL reconstruction',
    'acl-reconstruction',
  ),
  aclMinimumBeforeContactSport: practiceFigure(
    '9 months',
    'shortest wait before contact sport after ACL reconstruction',
    'acl-reconstruction',
  ),

  // Treatment without surgery
  nonSurgicalTrialPeriod: practiceFigure(
    '3-6 months',
    'trial of treatment without surgery for knee problems',
    'knee-conservative-care',
  ),
  iceAtATime: {
    value: '20 minutes',
    measures: 'longest time to hold an ice pack on the knee',
    scope: ['knee-conservative-care'],
    source: null,
    needsClinicianCheck:
      "Common self-care advice (an ice pack for up to 20 minutes at a time), not in the practice's figures: confirm or remove.",
  },
  orthobiologicsGuidePublished: practiceFigure(
    'February 2022',
    'orthobiologics guide publication date',
    'orthobiologics',
  ),
  hipPhysioPainReduction: practiceFigure('40-60%', 'hip pain reduced by physiotherapy', 'hip-conservative-care'),
  hipSteroidInjectionLasts: practiceFigure(
    '1-3 months',
    'how long a hip steroid injection helps',
    'hip-conservative-care',
  ),
  hipSurgeryConsideredAfter: practiceFigure(
    '3-6 months',
    'treatment without surgery before hip surgery is considered',
    'hip-conservative-care',
  ),

  // Knee osteotomy
  osteotomyPainReliefSuccess: practiceFigure('about 80%', 'people with less pain after an osteotomy', 'knee-osteotomy'),
  osteotomyResultsLast: practiceFigure('10+ years', 'how long osteotomy results last', 'knee-osteotomy'),
  osteotomyWeightBearing: practiceFigure('4-6 weeks', 'full weight-bearing after an osteotomy', 'knee-osteotomy'),
  tibialOsteotomyBoneHealing: practiceFigure('4-6 months', 'bone healing after a tibial osteotomy', 'knee-osteotomy'),
  femoralOsteotomyBoneHealing: practiceFigure('3 months', 'bone healing after a femoral osteotomy', 'knee-osteotomy'),

  // Kneecap (patella) surgery, and its five-step recovery timeline
  patellaRestFirst: practiceFigure('48 hours', 'rest with the leg raised after kneecap surgery', 'patella-surgery'),
  patellaShowerAfter: practiceFigure('48 hours', 'showering after kneecap surgery', 'patella-surgery'),
  patellaEarlyRecovery: practiceFigure('1-2 weeks', 'early recovery after kneecap surgery', 'patella-surgery'),
  patellaStitchesOut: practiceFigure('12 days', 'stitches out after kneecap surgery', 'patella-surgery'),
  patellaAnticoagulantInjections: practiceFigure(
    '2 weeks',
    'blood-thinning injections after kneecap surgery',
    'patella-surgery',
  ),
  patellaWoundsDry: practiceFigure('7 days', 'keeping the wounds dry after kneecap surgery', 'patella-surgery'),
  patellaDrivingAfter: practiceFigure('2-4 weeks', 'driving after kneecap surgery', 'patella-surgery'),
  patellaSportAfter: practiceFigure('3-4 months', 'sport after kneecap surgery', 'patella-surgery'),
  patellaPhysioFollowUp: practiceFigure('1 week', 'first physiotherapy check after kneecap surgery', 'patella-surgery'),
  patellaClinicFollowUp: practiceFigure('6 weeks', 'clinic review after kneecap surgery', 'patella-surgery'),
} as const satisfies Record<string, ClinicalFigure>;

export type ClinicalFigureName = keyof typeof figureRegistry;

/** Each figure's value, for prose: `${clinicalFigures.kneeInfectionRisk}` reads "1-2%". */
export const clinicalFigures = Object.fromEntries(
  Object.entries(figureRegistry).map(([name, figure]) => [name, figure.value]),
) as { [Name in ClinicalFigureName]: (typeof figureRegistry)[Name]['value'] };
