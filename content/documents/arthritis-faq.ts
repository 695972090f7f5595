import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const arthritisFaq = {
  id: 'arthritis-faq',
  title: 'Arthritis FAQ',
  fileName: 'Arthritis FAQ.pdf',
  category: 'Patient Resource',
  summary: 'Short answers to the questions people most often ask about arthritis of the knee and hip.',
  published: '2026-11-01',
  urgentHelp: 'arthritis-flare',
  covers: ['knee-conservative-care', 'hip-conservative-care'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsOsteoarthritis', 'niceOsteoarthritis', 'versusArthritisOsteoarthritis'],
  },
  chapters: [
    {
      id: 'what-is-arthritis',
      title: 'What is arthritis?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Arthritis means pain and swelling in a joint. The most common type is wear-and-tear arthritis (osteoarthritis), where the smooth cartilage covering the ends of the bones thins and the joint becomes painful and stiff. It most often affects the knees, hips, hands and spine. Other types, such as rheumatoid arthritis and gout, are caused by inflammation and are treated differently.',
        },
      ],
    },
    {
      id: 'why-me',
      title: 'Why have I got it?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Osteoarthritis becomes more common with age, but it is not simply caused by getting older. Other things that play a part include your genes, being overweight, an old joint injury or operation, and the shape and alignment of your joints. Often there is no single cause.',
        },
      ],
    },
    {
      id: 'will-it-get-worse',
      title: 'Will it get worse?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not necessarily. Symptoms often come and go, with good spells and flare-ups. Many people stay much the same for years, and some improve. How your joint looks on an X-ray does not always match how much pain you have.',
        },
      ],
    },
    {
      id: 'should-i-exercise',
      title: 'Is exercise safe?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yes. Exercise is the most important treatment. It does not wear the joint out faster. Strengthening the muscles around the joint and staying generally active eases pain and helps you move. Some aching during and after exercise is normal. A physiotherapist can give you a programme that suits you.',
        },
      ],
    },
    {
      id: 'what-helps',
      title: 'What else helps?',
      blocks: [
        {
          kind: 'list',
          items: [
            'losing weight, if you are overweight, which reduces the load on your knees and hips',
            'anti-inflammatory gels for the knee, or tablets if these are safe for you',
            'supportive footwear, a walking stick in the opposite hand, and pacing your activities',
            'a steroid injection, for short-term relief when other treatments have not helped enough',
          ],
          outro: 'NICE does not recommend glucosamine or hyaluronic acid injections for osteoarthritis.',
        },
      ],
    },
    {
      id: 'do-i-need-surgery',
      title: 'Will I need an operation?',
      blocks: [
        {
          kind: 'paragraph',
          text: `Most people do not. Non-surgical treatment is usually tried for ${clinicalFigures.nonSurgicalTrialPeriod} first. Surgery, such as a joint replacement, may be an option if pain and stiffness still badly affect your daily life, sleep or work. Keyhole surgery to wash out an arthritic knee does not help most people and is not recommended.`,
        },
      ],
    },
    {
      id: 'see-your-gp',
      title: 'When should I get help?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'See your GP if several joints are painful and stiff for a long time each morning. This can be inflammatory arthritis, which needs other treatment.',
        },
        {
          kind: 'paragraph',
          text: 'If a joint is suddenly hot, red and swollen and you have a high temperature or feel unwell, call 999 or go to A&E now.',
        },
      ],
    },
  ],
} satisfies GuideDocument;
