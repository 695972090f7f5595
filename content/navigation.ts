export type NavLink = { label: string; href: string };
type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = { label: string; href: string; items?: NavLink[]; groups?: NavGroup[] };

/**
 * The one list of conditions and treatments, in menu order: the menus, the section pages, the chat's corpus and the
 * story form's categories (lib/validations/story-categories.ts) all read it, so a page added here is offered everywhere.
 * Each address follows the spec's slug rule (the name lowercased, spaces as hyphens; lib/slug.ts checks it).
 */
export const conditionLinks: NavLink[] = [
  { label: 'Knee Arthritis', href: '/Conditions/knee-arthritis' },
  { label: 'Cartilage Tear', href: '/Conditions/cartilage-tear' },
  { label: 'ACL/ Ligament Injury (Sports Knee Injury)', href: '/Conditions/acl/-ligament-injury-(sports-knee-injury)' },
  { label: 'Anterior Knee Pain', href: '/Conditions/anterior-knee-pain' },
  { label: 'Kneecap Problems', href: '/Conditions/kneecap-problems' },
];

export const kneeTreatmentLinks: NavLink[] = [
  { label: 'Non-Surgical Treatment For Knees', href: '/Treatments/non-surgical-treatment-for-knees' },
  { label: 'Knee Arthroscopy', href: '/Treatments/knee-arthroscopy' },
  { label: 'ACL Reconstruction', href: '/Treatments/acl-reconstruction' },
  { label: 'Total Knee Replacement', href: '/Treatments/total-knee-replacement' },
  { label: 'Partial Knee Replacement', href: '/Treatments/partial-knee-replacement' },
  { label: 'Knee Osteotomy', href: '/Treatments/knee-osteotomy' },
  { label: 'Patellar Realignment', href: '/Treatments/patellar-realignment' },
  { label: 'Patellar Stabilization', href: '/Treatments/patellar-stabilization' },
];

export const hipTreatmentLinks: NavLink[] = [
  { label: 'Non-Surgical Treatment For Hips', href: '/Treatments/non-surgical-treatment-for-hips' },
  { label: 'Hip Replacement', href: '/Treatments/hip-replacement' },
];

export const treatmentLinks = [...kneeTreatmentLinks, ...hipTreatmentLinks];

/** The header navigation as the spec's "Navigation" section, with its two run-together labels spelt as words. */
export const mainNavigation: NavEntry[] = [
  { label: 'About Me', href: '/AboutMe' },
  { label: 'Conditions', href: '/Conditions', items: conditionLinks },
  {
    label: 'Treatments',
    href: '/Treatments',
    groups: [
      { label: 'Knee', items: kneeTreatmentLinks },
      { label: 'Hip', items: hipTreatmentLinks },
    ],
  },
  { label: 'Patient Stories', href: '/patient-success-stories' },
  {
    label: 'Pre/Post Care',
    href: '/PreAndPostcare',
    items: [
      { label: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
      { label: 'MiOp App', href: '/PreAndPostcare/miop-app' },
    ],
  },
  { label: 'Useful Links', href: '/UsefulLinks' },
];

/** The top bar's three jumps to the home page's contact sections. */
export const topBarLinks: NavLink[] = [
  { label: 'Private Practice', href: '/#private-practice' },
  { label: 'NHS Practice', href: '/#nhs-practice' },
  { label: 'Contact', href: '/#contact' },
];
