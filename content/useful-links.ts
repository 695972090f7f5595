import { sources } from '@/content/sources';
import type { InfoPage } from '@/content/types';

/**
 * /UsefulLinks: the four guides the spec lists (ids from content/documents), each as a PDF download with its
 * web page version, and trusted places to read more.
 */
export const usefulLinks = {
  path: '/UsefulLinks',
  title: 'Useful links and patient guides to download',
  description:
    'Patient guides on knee pain treatments, partial knee replacement, hip replacement and arthritis to download or read online, plus trusted NHS and charity links.',
  hero: {
    title: 'Useful Links',
    subtitle: 'Patient guides to download, print or read online, and trusted places to find out more',
  },
  schemaType: 'MedicalWebPage',
  blocks: [
    {
      type: 'documents',
      id: 'patient-guides',
      title: 'Patient guides',
      documentIds: [
        'knee-pain-treatments-guide',
        'partial-knee-system',
        'hip-replacement-patient-guide',
        'arthritis-faq',
      ],
    },
    {
      type: 'sections',
      id: 'more-information',
      layout: 'stack',
      sections: [
        {
          id: 'using-the-guides',
          title: 'Using the guides',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Our guides are written by the practice for patients and their families. They explain your condition or operation in plain words. You can read them at home and bring your questions to your next visit. You can read each guide on this website or download it.',
            },
            {
              kind: 'paragraph',
              text: 'If you need a guide in large print or another format, ask the practice secretary. Our [accessibility statement](/accessibility) says more.',
            },
          ],
        },
        {
          id: 'trusted-websites',
          title: 'Other trusted websites',
          blocks: [
            {
              kind: 'list',
              items: [
                `[NHS: health A to Z](${sources.nhsHealthAtoZ.url}): the NHS guide to conditions and treatments`,
                '[Versus Arthritis](https://www.versusarthritis.org/): a UK charity for people with arthritis. It has a free helpline and tips on exercise',
                `[National Joint Registry: information for patients](${sources.njrPatients.url}): how the UK keeps track of every new hip and knee`,
                '[NICE guidance](https://www.nice.org.uk/guidance): the national advice that NHS care follows',
                `[Chartered Society of Physiotherapy](${sources.cspPhysiotherapyExplained.url}): help with exercise and getting back on your feet`,
              ],
            },
          ],
        },
      ],
    },
  ],
  review: {
    lastReviewed: '2026-11-20',
    nextReview: '2027-11-20',
    reviewedBy: null,
    sources: ['nhsHealthAtoZ', 'niceOsteoarthritis', 'niceJointReplacement'],
  },
} satisfies InfoPage;
