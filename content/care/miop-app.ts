import { practice } from '@/content/practice';
import type { InfoPage } from '@/content/types';

/**
 * /PreAndPostcare/miop-app: the recovery app. The store listing and website addresses are demo placeholders
 * (example.com), and the page says so; put the real ones here and remove the note.
 */
export const miopApp = {
  path: '/PreAndPostcare/miop-app',
  title: 'MiOp recovery app',
  description:
    'The MiOp app supports your recovery after knee or hip surgery: your care plan, exercise videos, progress tracking and messages to your care team.',
  hero: {
    title: 'MiOp App',
    subtitle: 'Your care plan, exercises and progress in one place, on your phone or tablet',
  },
  schemaType: 'MedicalWebPage',
  blocks: [
    {
      type: 'links',
      id: 'get-the-app',
      title: 'Get the app',
      note: '**Demo site:** these two links are placeholders, not the real app store listing or website. The practice sends you the real links with your invitation.',
      links: [
        {
          title: 'Download the MiOp app',
          href: 'https://apps.example.com/miop',
          description: 'From the app store, for iPhone, iPad and Android phones and tablets.',
        },
        {
          title: 'Visit the MiOp website',
          href: 'https://miop.example.com',
          description: 'More about the app, and help with signing in.',
        },
      ],
    },
    {
      type: 'sections',
      id: 'about-the-app',
      layout: 'stack',
      sections: [
        {
          id: 'what-the-app-does',
          title: 'How the app helps',
          blocks: [
            {
              kind: 'paragraph',
              text: `MiOp is a free app for patients having knee or hip surgery with ${practice.surgeon.name}. It guides you from the weeks before your operation until you have recovered, with the information you need at each stage.`,
            },
            {
              kind: 'list',
              intro: 'To start using it:',
              ordered: true,
              items: [
                'When your operation is booked, the practice secretary sends you an invitation by email or text message.',
                'Download the app, or open the MiOp website on a computer.',
                'Sign in with the details in your invitation. Your care plan is already set up for your operation.',
              ],
            },
            {
              kind: 'paragraph',
              text: 'The app does not replace your appointments or the advice of your care team. It is not for emergencies: messages are read during working hours only.',
            },
          ],
        },
      ],
    },
    {
      type: 'features',
      id: 'key-features',
      title: 'Key Features',
      cards: [
        {
          title: 'Personalized Care Plan',
          description:
            'A plan for your operation, set up by your care team: what to do before you come in, what happens on the day and what to expect each week after.',
          icon: 'calendar',
        },
        {
          title: 'Progress Tracking',
          description:
            'Record your pain, your walking and how far your knee or hip bends. You and your care team can see how you are getting on and spot problems early.',
          icon: 'activity',
        },
        {
          title: 'Direct Communication',
          description:
            'Send a message to your care team with a question that is not urgent, and get a reply during working hours.',
          icon: 'phone',
        },
        {
          title: 'Exercise Guidance',
          description:
            'Short videos of each exercise in your programme, with reminders, so you can check you are doing them correctly at home.',
          icon: 'dumbbell',
        },
      ],
    },
    {
      type: 'faq',
      id: 'common-questions',
      title: 'Common Questions',
      items: [
        {
          question: 'Do I have to use the app?',
          answer: [
            {
              kind: 'paragraph',
              text: 'No. The app is there to help, but your care is the same if you do not use it. You will still have printed exercise sheets and can phone the practice with questions.',
            },
          ],
        },
        {
          question: 'What do I need to use it?',
          answer: [
            {
              kind: 'list',
              intro: 'You need:',
              items: [
                'a smartphone or tablet (iPhone, iPad or Android), or a computer with a web browser',
                'an email address or a mobile phone number for your invitation',
              ],
              outro:
                'If you are not confident with technology, a family member or friend can help you set it up and use it with you.',
            },
          ],
        },
        {
          question: 'Who can see my information?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Only you and the care team looking after you can see what you record in the app. The app shows its own privacy notice when you sign up, explaining how your information is stored. Our [privacy notice](/privacy-notice) explains how the practice uses your information.',
            },
          ],
        },
        {
          question: 'What if I feel unwell or have a problem?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Do not use the app for anything urgent, because messages are only read during working hours. If you have symptoms such as a swollen, painful calf, a hot, red or leaking wound, or a high temperature, call the practice or NHS 111 straight away. Call 999 if you have chest pain or difficulty breathing.',
            },
          ],
        },
      ],
    },
  ],
  urgentHelp: 'after-joint-replacement',
  review: {
    lastReviewed: '2026-11-20',
    nextReview: '2027-11-20',
    reviewedBy: null,
    sources: ['niceJointReplacement', 'nhsPhysiotherapy', 'rcoaFitterBetterSooner'],
  },
} satisfies InfoPage;
