import { practice } from '@/content/practice';

/** Words on the home page (the practice's details come from content/practice.ts). */
export const home = {
  hero: {
    eyebrow: 'Knee, hip and sports injury surgery',
    heading: 'Expert, unhurried care for your knees and hips',
    intro: `Clear advice, honest options and specialist surgery when you need it, in the NHS and privately in ${practice.area}.`,
    /** The still picture behind the first screen (content/images.ts). */
    picture: 'slide-01',
  },
  video: {
    heading: 'Meet your surgeon',
    unsupported: 'Your browser does not support the video tag.',
  },
  biography: { heading: `About ${practice.surgeon.name}` },
  contact: {
    heading: 'Get in Touch!',
    intro: 'Send a message, or call the private or NHS secretaries directly.',
    specialtiesHeading: 'Specialties',
  },
  stories: {
    heading: 'Patient Stories',
    intro: 'What patients say about their care, in their own words.',
    none: 'No stories have been published yet. If you have been treated by the practice, you are welcome to share yours.',
    viewAll: 'View All Stories',
  },
  societies: { heading: 'Affiliated societies' },
  insurers: {
    heading: 'Recognised by insurers',
    intro: `${practice.surgeon.name} is recognised by these insurers. Self-funding patients are welcome too.`,
  },
} as const;
