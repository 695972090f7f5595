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
              text: 'Our guides are written by the practice for patients and their families. They explain your condition or operation in plain English, so you can read them at home and bring your questions to your appointment. Each guide can be read on this website as well as downloaded.',
            },
            {
              kind: 'paragraph',
              text: 'If you need a guide in large print or another format, ask the practice secretary. See our [accessibility statement](/accessibility).',
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
                '[NHS: health A to Z](https://www.nhs.uk/conditions/): information on conditions and treatments, checked by the NHS',
                '[Versus Arthritis](https://www.versusarthritis.org/): the UK charity for people with arthritis, with a free helpline and exercise advice',
                '[National Joint Registry: patient information](https://www.njrcentre.org.uk/): how hip and knee replacements are recorded and checked in the UK',
                '[NICE guidance](https://www.nice.org.uk/guidance): the national guidance that NHS treatment follows',
                '[Chartered Society of Physiotherapy](https://www.csp.org.uk/public-patient): advice on exercise and recovery',
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
