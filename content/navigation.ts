import { sectionPath } from '@/lib/slug';

export type NavLink = { label: string; href: string };
type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = { label: string; href: string; items?: NavLink[]; groups?: NavGroup[] };

const items = (section: string, names: string[]): NavLink[] =>
  names.map((name) => ({ label: name, href: sectionPath(section, name) }));

/**
 * The one list of conditions and treatments, in menu order: the menus, the section pages, the chat's corpus and the
 * story form's categories (lib/stories/categories.ts) all read it, so a page added here is offered everywhere.
 */
export const conditionNames = [
  'Knee Arthritis',
  'Cartilage Tear',
  'ACL/ Ligament Injury (Sports Knee Injury)',
  'Anterior Knee Pain',
  'Kneecap Problems',
];

export const kneeTreatmentNames = [
  'Non-Surgical Treatment For Knees',
  'Knee Arthroscopy',
  'ACL Reconstruction',
  'Total Knee Replacement',
  'Partial Knee Replacement',
  'Knee Osteotomy',
  'Patellar Realignment',
  'Patellar Stabilization',
];

export const hipTreatmentNames = ['Non-Surgical Treatment For Hips', 'Hip Replacement'];

export const conditionLinks = items('Conditions', conditionNames);
export const kneeTreatmentLinks = items('Treatments', kneeTreatmentNames);
export const hipTreatmentLinks = items('Treatments', hipTreatmentNames);
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
  { label: 'Pre/Post Care', href: '/PreAndPostcare', items: items('PreAndPostcare', ['Physiotherapy', 'MiOp App']) },
  { label: 'Useful Links', href: '/UsefulLinks' },
];

/** The top bar's three jumps to the home page's contact sections. */
export const topBarLinks: NavLink[] = [
  { label: 'Private Practice', href: '/#private-practice' },
  { label: 'NHS Practice', href: '/#nhs-practice' },
  { label: 'Contact', href: '/#contact' },
];
