import { conditionLinks, treatmentLinks } from '@/content/navigation';

/** The category lists of the story form and the list's filter (spec section 3), drawn from the site's own list. */
export const ALL_CATEGORIES = 'All';
export const OTHER_CATEGORY = 'Other';

/** The spec's story categories drop a page name's aside: "ACL/ Ligament Injury (Sports Knee Injury)" → "ACL/ Ligament Injury". */
const categoryName = (pageName: string) => pageName.replace(/\s*\([^)]*\)$/, '');

/** What a patient can pick in the form: the named categories, then "Other". */
export const CONDITION_CHOICES = [...conditionLinks.map((link) => categoryName(link.label)), OTHER_CATEGORY];
export const TREATMENT_CHOICES = [...treatmentLinks.map((link) => link.label), OTHER_CATEGORY];

/** The list filter's choices: "All", then the form's. */
export const CONDITION_CATEGORIES = [ALL_CATEGORIES, ...CONDITION_CHOICES];
export const TREATMENT_CATEGORIES = [ALL_CATEGORIES, ...TREATMENT_CHOICES];

/** The named categories (neither "All" nor "Other") a story's surgeryType is compared with. */
export const namedCategories = (categories: readonly string[]) =>
  categories.filter((c) => c !== ALL_CATEGORIES && c !== OTHER_CATEGORY);
