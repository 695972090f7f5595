import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const partialKneePatientBrochure = {
  id: 'partial-knee-patient-brochure',
  title: 'Partial Knee Patient Brochure',
  fileName: 'Partial Knee Patient Brochure.pdf',
  category: 'Patient Resource',
  summary:
    "A patient's guide to partial knee replacement: who it suits, how to prepare, what happens on the day and what recovery looks like week by week.",
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'nhsDeepVeinThrombosis', 'versusArthritisKneeReplacement'],
  },
  chapters: [
    {
      id: 'what-is-it',
      title: 'What a partial knee replacement is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A partial knee replacement replaces only the part of your knee that arthritis has worn out. The new surfaces are made of metal with a smooth plastic bearing between them. The rest of your knee, including the healthy cartilage and the ligaments, is left alone.',
        },
        {
          kind: 'paragraph',
          text: 'It is most often done on the inner side of the knee (medial partial knee replacement). It can also be done on the outer side, or behind the kneecap.',
        },
      ],
    },
    {
      id: 'benefits-and-drawbacks',
      title: 'Benefits and drawbacks',
      blocks: [
        {
          kind: 'list',
          intro: 'Compared with a total knee replacement, a partial knee replacement:',
          items: [
            'is a smaller operation through a shorter cut',
            'keeps more of your own knee, including the ligaments, so many people say it feels more natural',
            'usually means a shorter hospital stay and a quicker recovery',
            'is more likely to need further surgery in later years, for example if arthritis develops in another part of the knee',
          ],
          outro:
            'If further surgery is needed, a partial knee replacement can usually be changed to a total knee replacement.',
        },
      ],
    },
    {
      id: 'are-you-suitable',
      title: 'Are you suitable?',
      blocks: [
        {
          kind: 'paragraph',
          text: `Around ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement are suitable for a partial one. Your surgeon will examine your knee and look at X-rays, and sometimes a scan, to check that:`,
        },
        {
          kind: 'list',
          items: [
            'the arthritis is in one part of the knee only',
            'the ligaments, especially the anterior cruciate ligament, are healthy',
            'the knee is not very stiff and can straighten nearly fully',
            'the leg is not badly out of line',
          ],
          outro:
            'NICE advises that people with arthritis only in the inner part of the knee should be offered a choice between a partial and a total knee replacement.',
        },
      ],
    },
    {
      id: 'before-surgery',
      title: 'Before surgery',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep active and do the exercises your physiotherapist gives you, to build up your thigh muscles.',
            'If you smoke, stop. If you are overweight, losing weight lowers the risk of complications.',
            'Go to your pre-operative assessment and bring a list of your medicines.',
            'Arrange help at home and a lift home from hospital.',
            'Make your home safe: clear trip hazards, and put things you use every day within easy reach.',
          ],
        },
      ],
    },
    {
      id: 'on-the-day',
      title: 'On the day',
      blocks: [
        {
          kind: 'paragraph',
          text: `You will have a spinal anaesthetic, often with sedation, or a general anaesthetic. The operation usually takes ${clinicalFigures.partialReplacementSurgeryTime}. The surgeon removes the worn surfaces, fits the new parts and checks that the knee moves smoothly. Some surgeons use a robotic-arm system to help with planning and bone preparation. You will be given antibiotics to reduce the risk of infection.`,
        },
      ],
    },
    {
      id: 'recovery-timeline',
      title: 'Your recovery, step by step',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone recovers at their own pace. This is a typical pattern.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: `${clinicalFigures.partialKneeHospitalStay}: in hospital`,
              details:
                'You get up and walk with help, often on the day of surgery. A physiotherapist teaches your exercises and checks you can manage stairs. Some people go home sooner.',
            },
            {
              term: `${clinicalFigures.partialKneeHome}: at home`,
              details:
                'You walk with crutches or sticks, do your exercises several times a day, and rest with your leg raised in between. Your wound is checked and stitches or clips are removed if needed.',
            },
            {
              term: `${clinicalFigures.partialKneeActivityIncrease}: building up`,
              details:
                'You gradually increase your walking and activity, and reduce your walking aids as your physiotherapist advises.',
            },
            {
              term: `${clinicalFigures.partialKneeNormalActivities}: back to normal daily activities`,
              details:
                'Most everyday activities feel comfortable. You can start activities such as swimming and cycling if your team agrees.',
            },
            {
              term: `${clinicalFigures.partialKneeFullRecovery}: full recovery`,
              details:
                'Swelling settles and strength keeps improving. Most people are enjoying their usual activities by this stage.',
            },
          ],
        },
      ],
    },
    {
      id: 'caring-for-your-knee',
      title: 'Caring for your knee after surgery',
      blocks: [
        {
          kind: 'list',
          items: [
            'Take your painkillers regularly at first so that you can do your exercises.',
            'Keep your wound clean and dry until it has healed.',
            'Take any blood-thinning medicine for as long as you are told to, move your ankles often and walk regularly.',
            'Reduce swelling by raising your leg and using a wrapped cold pack.',
            'Do not drive until you can control the car safely, including an emergency stop. Check with your insurer.',
            'Tell your GP and dentist that you have a knee replacement, and get any infections treated promptly.',
          ],
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            `infection in the joint, which affects ${clinicalFigures.kneeInfectionRisk} of people after knee replacement surgery`,
            'blood clots in the leg or lungs',
            'stiffness, ongoing pain or swelling',
            'nerve or blood vessel damage, which is rare',
            'arthritis in another part of the knee, or the parts wearing or loosening, which may need further surgery',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
