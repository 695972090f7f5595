/** The category lists of the story form and the list's filter, exactly as the spec gives them (section 3). */
export const ALL_CATEGORIES = 'All';
export const OTHER_CATEGORY = 'Other';

export const CONDITION_CATEGORIES = [
  ALL_CATEGORIES,
  'Knee Arthritis',
  'Cartilage Tear',
  'ACL/ Ligament Injury',
  'Anterior Knee Pain',
  'Kneecap Problems',
  OTHER_CATEGORY,
] as const;

export const TREATMENT_CATEGORIES = [
  ALL_CATEGORIES,
  'Non-Surgical Treatment For Knees',
  'Knee Arthroscopy',
  'ACL Reconstruction',
  'Total Knee Replacement',
  'Partial Knee Replacement',
  'Knee Osteotomy',
  'Patellar Realignment',
  'Patellar Stabilization',
  'Non-Surgical Treatment For Hips',
  'Hip Replacement',
  OTHER_CATEGORY,
] as const;

/** What a patient can pick in the form: every category except "All". */
export const CONDITION_CHOICES = CONDITION_CATEGORIES.slice(1) as Exclude<
  (typeof CONDITION_CATEGORIES)[number],
  'All'
>[];
export const TREATMENT_CHOICES = TREATMENT_CATEGORIES.slice(1) as Exclude<
  (typeof TREATMENT_CATEGORIES)[number],
  'All'
>[];

/** The named categories (neither "All" nor "Other") a story's surgeryType is compared with. */
export const namedCategories = (categories: readonly string[]) =>
  categories.filter((c) => c !== ALL_CATEGORIES && c !== OTHER_CATEGORY);
