import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

/**
 * The words of /knee-procedures and /hip-procedures. lib/info-pages.ts adds the spec's link groups after them,
 * built from the procedure pages themselves (content/procedures), so a new procedure page is listed by being added.
 */
export const kneeProceduresIndex = {
  path: '/knee-procedures',
  title: 'Knee Procedures',
  description:
    'Keyhole surgery, ligament repair, knee replacement and other knee procedures explained: what each involves, recovery and risks.',
  hero: {
    title: 'Knee Procedures',
    subtitle:
      'Plain-English guides to every knee operation and injection we offer. Each guide explains what happens, who it helps, recovery and risks.',
  },
  schemaType: 'MedicalWebPage',
  blocks: [
    {
      type: 'faq',
      id: 'knee-questions',
      title: 'Questions about knee surgery',
      items: [
        {
          question: 'What types of knee surgery are there?',
          answer: [
            {
              kind: 'list',
              intro: 'Knee operations fall into three main groups:',
              items: [
                '**Keyhole surgery (arthroscopy):** a camera and small tools go in through tiny cuts. They are used to repair or trim torn cartilage, rebuild ligaments such as the ACL, or smooth rough joint surfaces.',
                '**Joint replacement (arthroplasty):** worn joint surfaces are replaced with metal and plastic parts. This can be the whole knee or only the worn part.',
                '**Other procedures:** for example, reshaping a bone to take weight off a worn area (osteotomy), making the kneecap stable, fixing a torn hamstring, or an injection guided by a scan.',
              ],
              outro: 'The guides below explain each one.',
            },
          ],
        },
        {
          question: 'Do I need surgery?',
          answer: [
            {
              kind: 'paragraph',
              text: `Many knee problems get better without an operation. Most people start with exercises, physiotherapy, weight loss if needed, and pain relief, usually for ${clinicalFigures.nonSurgicalTrialPeriod}. Read about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).`,
            },
            {
              kind: 'list',
              intro: 'Surgery may be worth considering if:',
              items: [
                'pain stops you sleeping, working or doing everyday things, even with other treatment',
                'your knee locks, catches or keeps giving way',
                'you have a torn ligament and want to return to sports that involve twisting and turning',
                'scans show damage that is unlikely to heal on its own',
              ],
              outro:
                'The decision is always yours. We will talk through the benefits, the risks and what happens if you do nothing.',
            },
          ],
        },
        {
          question: 'How long will it take to recover?',
          answer: [
            {
              kind: 'paragraph',
              text: `It depends on the operation. After keyhole surgery, most people rest for ${clinicalFigures.restAfterArthroscopy} and can often drive after ${clinicalFigures.drivingAfterArthroscopy}. After a knee replacement or a ligament repair, recovery takes months, not weeks.`,
            },
            {
              kind: 'paragraph',
              text: 'Your physiotherapist will give you exercises from the first day. Doing them every day makes the biggest difference to how well your knee recovers. See [physiotherapy](/PreAndPostcare/physiotherapy).',
            },
          ],
        },
        {
          question: 'What are the risks of knee surgery?',
          answer: [
            {
              kind: 'list',
              intro: 'Every operation has some risks. The main ones are:',
              items: [
                `infection: after a knee replacement this happens in about ${clinicalFigures.kneeInfectionRisk} of operations`,
                'a blood clot in the leg (deep vein thrombosis) or the lungs (pulmonary embolism)',
                'stiffness, swelling or ongoing pain',
                'damage to nearby nerves or blood vessels, which is rare',
                'the risks of the anaesthetic',
              ],
              outro:
                'Each procedure guide lists the risks of that operation. Your surgeon will explain how they apply to you.',
            },
          ],
        },
        {
          question: 'When can I get back to sport and activity?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Walking and gentle exercise usually start straight away. A return to sport depends on the operation and how your knee is healing, not only on time.',
            },
            {
              kind: 'paragraph',
              text: `After ACL reconstruction, ${clinicalFigures.aclReturnToSport} of people return to sport, but you should wait at least ${clinicalFigures.aclMinimumBeforeContactSport} before contact sports. After a knee replacement, gentle sports such as walking, swimming, cycling and golf are good for you.`,
            },
          ],
        },
      ],
    },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: [
    'knee-conservative-care',
    'knee-arthroscopy',
    'acl-reconstruction',
    'total-knee-replacement',
    'partial-knee-replacement',
  ],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsArthroscopy', 'nhsKneeReplacement', 'niceOsteoarthritis'],
  },
} satisfies InfoPage;

export const hipProceduresIndex = {
  path: '/hip-procedures',
  title: 'Hip Procedures',
  description:
    'Hip replacement, hip arthroscopy, injections and other hip procedures explained in plain English: what happens, recovery and risks.',
  hero: {
    title: 'Hip Procedures',
    subtitle:
      'Plain-English guides to the hip operations and injections we offer: what happens, who they help, recovery and risks.',
  },
  schemaType: 'MedicalWebPage',
  blocks: [
    {
      type: 'faq',
      id: 'hip-questions',
      title: 'Questions about hip surgery',
      items: [
        {
          question: 'What types of hip surgery are there?',
          answer: [
            {
              kind: 'list',
              intro: 'The main types are:',
              items: [
                '**Hip replacement (arthroplasty):** the worn ball and socket are replaced with new parts. This is the most common hip operation.',
                '**Half hip replacement (hemiarthroplasty):** only the ball is replaced. This is usually done after a broken hip.',
                '**Keyhole hip surgery (arthroscopy):** a camera and small tools go in through tiny cuts. They are used to fix problems such as a torn rim of cartilage.',
                '**Other procedures:** reshaping the bones of the hip (osteotomy), injections guided by a scan, and surgery after an injury.',
              ],
            },
          ],
        },
        {
          question: 'Do I need surgery for my hip?',
          answer: [
            {
              kind: 'paragraph',
              text: `Most people start with exercise, physiotherapy, weight loss if needed and pain relief. Physiotherapy can reduce hip pain by ${clinicalFigures.hipPhysioPainReduction}. Surgery is usually considered after ${clinicalFigures.hipSurgeryConsideredAfter} of this treatment if pain still affects your sleep, walking or daily life. Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).`,
            },
          ],
        },
        {
          question: 'How long does recovery take?',
          answer: [
            {
              kind: 'paragraph',
              text: 'After a hip replacement, most people walk with a frame or crutches on the day of surgery or the day after. They go home within a few days. Most people get back to everyday life over the next few months.',
            },
            {
              kind: 'paragraph',
              text: 'After keyhole hip surgery, recovery is usually quicker, but it still takes time for the joint to settle. Your physiotherapist will guide you.',
            },
          ],
        },
        {
          question: 'What are the risks of hip surgery?',
          answer: [
            {
              kind: 'list',
              intro: 'The main risks are:',
              items: [
                `infection: after a hip replacement this happens in ${clinicalFigures.hipInfectionRisk} of operations`,
                'a blood clot in the leg or lungs',
                'the new hip coming out of its socket (dislocation)',
                'a difference in leg length',
                'damage to nearby nerves or blood vessels, which is rare',
              ],
              outro: 'Your surgeon will explain how these apply to you.',
            },
          ],
        },
        {
          question: 'How long does a hip replacement last?',
          answer: [
            {
              kind: 'paragraph',
              text: `Most hip replacements last a long time. About ${clinicalFigures.hipReplacementTenYearSurvival} still work well after ${clinicalFigures.hipReplacementFirstCheckpoint}, and ${clinicalFigures.hipReplacementTwentyYearSurvival} after ${clinicalFigures.hipReplacementSecondCheckpoint}. Read more about [hip replacement](/Treatments/hip-replacement).`,
            },
          ],
        },
      ],
    },
  ],
  urgentHelp: 'after-hip-surgery',
  covers: ['hip-conservative-care', 'hip-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHipReplacement', 'nhsHipPain', 'niceJointReplacement'],
  },
} satisfies InfoPage;
