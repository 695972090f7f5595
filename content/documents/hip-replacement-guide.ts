import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const hipReplacementGuide = {
  id: 'hip-replacement-guide',
  title: 'Hip replacement guide',
  fileName: 'Hip replacement guide.pdf',
  category: 'Treatment Guide',
  summary:
    'When a hip replacement is considered, the choices involved in the operation, how well it works, its risks and the main milestones of recovery.',
  published: '2026-11-01',
  urgentHelp: 'after-hip-surgery',
  covers: ['hip-conservative-care', 'hip-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: [
      'nhsHipReplacement',
      'niceJointReplacement',
      'niceTotalHipReplacement',
      'niceOsteoarthritis',
      'versusArthritisHipReplacement',
    ],
  },
  chapters: [
    {
      id: 'about-this-guide',
      title: 'About this guide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This guide explains the main facts about hip replacement: when it is considered, the choices your surgeon makes about the operation, how well it works and what the risks are. Our longer Hip replacement patient guide covers the practical side in detail, from preparing your home to exercises and daily living.',
        },
      ],
    },
    {
      id: 'before-surgery-is-considered',
      title: 'Before surgery is considered',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most hip pain from arthritis is first treated without surgery. The main treatments are:',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Exercise and physiotherapy',
              details: `Strengthening the muscles around the hip and keeping active. Physiotherapy can reduce hip pain by ${clinicalFigures.hipPhysioPainReduction} for many people.`,
            },
            {
              term: 'Weight management',
              details: 'If you are overweight, losing weight reduces the load on your hip.',
            },
            {
              term: 'Pain relief',
              details: 'Anti-inflammatory medicines, if they are safe for you, at the lowest dose that works.',
            },
            {
              term: 'Walking aids',
              details: 'A stick held in the hand opposite your painful hip takes load off the joint.',
            },
            {
              term: 'Steroid injection',
              details: `An image-guided injection into the hip can ease pain. The effect usually lasts ${clinicalFigures.hipSteroidInjectionLasts}.`,
            },
          ],
        },
        {
          kind: 'paragraph',
          text: `Surgery is usually considered after ${clinicalFigures.hipSurgeryConsideredAfter} of these treatments if pain and stiffness still have a major effect on your daily life, sleep or work. It can be considered sooner if your symptoms are severe.`,
        },
      ],
    },
    {
      id: 'types-of-operation',
      title: 'Types of hip operation',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Total hip replacement',
              details:
                'Both the ball at the top of the thigh bone and the socket in the pelvis are replaced. This is the most common operation for hip arthritis.',
            },
            {
              term: 'Half hip replacement (hemiarthroplasty)',
              details: 'Only the ball is replaced. It is mainly used to treat some types of broken hip.',
            },
            {
              term: 'Hip resurfacing',
              details:
                'The ball is reshaped and capped with metal, and the socket is lined with metal. It is only suitable for a small number of people.',
            },
          ],
        },
      ],
    },
    {
      id: 'choices-in-the-operation',
      title: 'Choices your surgeon makes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your surgeon will explain the choices they recommend for you and why.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'How the parts are fixed',
              details:
                'Cemented parts are held with a fast-setting bone cement. Uncemented parts have a rough or coated surface that the bone grows onto. Hybrid hips use cement for one part only. The choice depends on things such as your age and the quality of your bone.',
            },
            {
              term: 'The bearing surfaces',
              details:
                'The ball and the lining of the socket rub against each other. Common combinations are a metal or ceramic ball with a hard plastic (polyethylene) lining, or a ceramic ball with a ceramic lining. Metal balls in metal sockets are now rarely used.',
            },
            {
              term: 'The surgical approach',
              details:
                'The hip can be reached from the back (posterior approach), the side (lateral approach) or the front (anterior approach). Each has advantages and disadvantages, and your surgeon will use the approach they think is best for you. The approach can affect the advice you are given about movements to avoid while the hip heals.',
            },
            {
              term: 'Anaesthetic',
              details:
                'Most hip replacements are done under a spinal anaesthetic, often with sedation, or a general anaesthetic. The anaesthetist will discuss the options with you.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-well-it-works',
      title: 'How well it works',
      blocks: [
        {
          kind: 'paragraph',
          text: `Most people have much less pain and can move more freely afterwards. Around ${clinicalFigures.hipReplacementTenYearSurvival} of hip replacements last at least ${clinicalFigures.hipReplacementFirstCheckpoint}, and around ${clinicalFigures.hipReplacementTwentyYearSurvival} last ${clinicalFigures.hipReplacementSecondCheckpoint}. If a hip wears out or loosens, it can usually be replaced again, although this revision operation is more complex.`,
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Infection',
              details: `Deep infection of the new hip affects ${clinicalFigures.hipInfectionRisk} of people. Antibiotics are given during the operation to lower the risk. A deep infection usually needs further surgery.`,
            },
            {
              term: 'Blood clots',
              details:
                'Clots can form in the leg veins (deep vein thrombosis) and, rarely, travel to the lungs (pulmonary embolism). You will be given blood-thinning medicine and other measures to lower the risk.',
            },
            {
              term: 'Dislocation',
              details:
                'The ball can come out of the socket, most often in the first few weeks. It is usually put back under anaesthetic. Following the movement advice you are given lowers the risk.',
            },
            {
              term: 'Leg length difference',
              details:
                'One leg may feel or be slightly longer. This often settles, and a shoe insert can help if it does not.',
            },
            {
              term: 'Fracture',
              details: 'The bone around the implant can break during or after the operation.',
            },
            {
              term: 'Nerve and blood vessel injury',
              details: 'Rare, but it can cause numbness or weakness in the leg or foot.',
            },
            {
              term: 'Wear and loosening',
              details: 'Over time the parts can wear or loosen, which may need a revision operation.',
            },
          ],
        },
      ],
    },
    {
      id: 'recovery-milestones',
      title: 'Recovery milestones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone recovers at their own pace. Your team will guide you through each stage.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'The day of surgery or the next day',
              details: 'You get up and walk with help, using a frame or crutches.',
            },
            {
              term: 'The first few days',
              details:
                'You learn your exercises, practise stairs and everyday tasks, and usually go home once you are safe and your pain is controlled.',
            },
            {
              term: 'The first few weeks',
              details:
                'You walk with crutches or sticks, do your exercises several times a day and gradually walk further. Your wound heals and any clips or stitches are removed.',
            },
            {
              term: 'The following weeks',
              details:
                'You move from two walking aids to one, then to none. Many people return to driving and lighter work during this time, once their team agrees.',
            },
            {
              term: 'Several months on',
              details:
                'Most people are back to their usual activities. Strength and stamina keep improving for up to a year.',
            },
          ],
        },
      ],
    },
    {
      id: 'protecting-your-hip',
      title: 'Protecting your new hip',
      blocks: [
        {
          kind: 'list',
          items: [
            'Follow any movement advice you are given while the tissues around the hip heal. It depends on the approach used.',
            'Use a firm chair with arms, and avoid very low seats in the early weeks.',
            'Keep doing your exercises. Strong muscles help keep the hip stable.',
            'Take care to avoid falls: clear trip hazards and wear well-fitting shoes.',
            'See your GP promptly for any infection, and tell them and your dentist that you have a joint replacement.',
            'Walking, swimming, cycling and golf are good long-term activities. Ask your surgeon before taking up high-impact or contact sports.',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
