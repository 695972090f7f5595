import { conditionLinks, hipTreatmentLinks, kneeTreatmentLinks, type NavLink } from '@/content/navigation';
import type { IndexPage, LinkCard } from '@/content/types';

/** Cards for the navigation's links, in the navigation's order, each with a one-line description. */
function cards(links: NavLink[], descriptions: string[]): LinkCard[] {
  if (links.length !== descriptions.length) throw new Error('content/pages/indexes.ts: one description per card');
  return links.map((link, i) => ({ title: link.label, href: link.href, description: descriptions[i] }));
}

export const conditionsIndex = {
  path: '/Conditions',
  title: 'Conditions',
  description:
    'Knee conditions explained in plain English: arthritis, cartilage tears, ACL and ligament injuries, anterior knee pain and kneecap problems.',
  hero: {
    title: 'Conditions',
    subtitle:
      'Clear, practical information about common knee problems: what causes them, how they are diagnosed and how they are treated.',
  },
  groups: [
    {
      id: 'explore-conditions',
      title: 'Explore Conditions',
      links: cards(conditionLinks, [
        'Wear of the knee joint causing pain and stiffness, and the treatments that help.',
        'Tears of the meniscus, the cartilage cushion inside the knee.',
        'Torn ACL and other ligament injuries, often from sport.',
        'Pain around or behind the kneecap, common in active people.',
        'A kneecap that tracks poorly or slips out of place.',
      ]),
    },
  ],
} satisfies IndexPage;

export const treatmentsIndex = {
  path: '/Treatments',
  title: 'Treatments',
  description:
    'Knee and hip treatments explained: non-surgical care, keyhole surgery, ACL reconstruction, knee and hip replacement, osteotomy and kneecap surgery.',
  hero: {
    title: 'Treatments',
    subtitle:
      'From exercise and injections to joint replacement: what each treatment involves, who it helps and what recovery is like.',
  },
  groups: [
    {
      id: 'knee-treatments',
      title: 'Knee Procedures',
      links: cards(kneeTreatmentLinks, [
        'Exercise, weight loss, pain relief and injections.',
        'Keyhole surgery to look inside and treat the knee.',
        'Rebuilding a torn anterior cruciate ligament.',
        'Replacing the whole knee joint.',
        'Replacing only the worn part of the knee.',
        'Realigning the leg to take load off a worn area.',
        'Surgery to improve how the kneecap tracks.',
        'Surgery for a kneecap that keeps dislocating.',
      ]),
      more: {
        title: 'All knee procedures',
        href: '/knee-procedures',
        description: 'Guides to every knee operation and injection.',
      },
    },
    {
      id: 'hip-treatments',
      title: 'Hip Procedures',
      links: cards(hipTreatmentLinks, [
        'Physiotherapy, injections and lifestyle changes.',
        'Replacing a worn hip joint.',
      ]),
      more: {
        title: 'All hip procedures',
        href: '/hip-procedures',
        description: 'Guides to every hip operation and injection.',
      },
    },
  ],
} satisfies IndexPage;
