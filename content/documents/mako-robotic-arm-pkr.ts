import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const makoRoboticArmPkr = {
  id: 'mako-robotic-arm-pkr',
  title: 'Mako Robotic-Arm Assisted Surgery for PKR',
  fileName: 'MAKO robotic-arm PKR.pdf',
  category: 'Treatment Guide',
  summary:
    'How a partial knee replacement (PKR) is planned from a scan and carried out with the Mako robotic-arm system, and what to expect as a patient.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceJointReplacement', 'nhsKneeReplacement', 'nhsCtScan'],
  },
  chapters: [
    {
      id: 'partial-knee-replacement',
      title: 'Partial knee replacement in brief',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In a partial knee replacement (PKR, also called unicompartmental knee replacement), only the worn part of the knee is replaced with metal and plastic parts. The healthy parts of the knee and its ligaments are kept. It is an option when arthritis affects only one part of the knee, most often the inner side.',
        },
        {
          kind: 'paragraph',
          text: `Around ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement are suitable for a partial one. The operation usually takes ${clinicalFigures.partialReplacementSurgeryTime}.`,
        },
      ],
    },
    {
      id: 'the-mako-system',
      title: 'The Mako system',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mako is a robotic-arm system used to help surgeons plan and carry out joint replacement operations. For a partial knee replacement, it is used in three stages.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: '1. Planning from your scan',
              details:
                'A CT scan of your leg is turned into a three-dimensional model of your knee. Your surgeon uses it to plan the size and position of the implant before the operation.',
            },
            {
              term: '2. Checking the plan during surgery',
              details:
                'In the operating theatre, the system tracks the position of your leg. Your surgeon moves your knee through its range of movement and can adjust the plan to suit how your knee and its ligaments behave.',
            },
            {
              term: '3. Preparing the bone',
              details:
                'Your surgeon holds and guides the robotic arm to remove the worn bone and cartilage. The system limits the cutting tool to the area set out in the plan.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: '**Your surgeon is in control at all times.** The robotic arm does not move or operate by itself. If the system could not be used for any reason, the surgeon can complete the operation with standard instruments.',
        },
        {
          kind: 'paragraph',
          text: 'Research continues into how the results of robotic-arm assisted surgery compare with standard surgery over the long term. Your surgeon can explain what is currently known and why they suggest this approach for you.',
        },
      ],
    },
    {
      id: 'your-ct-scan',
      title: 'Your CT scan',
      blocks: [
        {
          kind: 'list',
          items: [
            'The scan is usually done a few weeks before your operation.',
            'You lie still on a bed that moves through a ring-shaped scanner. It is painless and quick.',
            'It uses a small dose of X-ray radiation. Tell the staff if you are, or might be, pregnant.',
            'Tell the team if you have metal in or near the knee from an earlier operation.',
          ],
        },
      ],
    },
    {
      id: 'on-the-day',
      title: 'On the day of surgery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will have a spinal anaesthetic, often with sedation, or a general anaesthetic. The surgeon makes a cut over the front of the knee, which is usually shorter than for a total knee replacement.',
        },
        {
          kind: 'paragraph',
          text: 'Small tracking markers are fixed to your thigh bone and shin bone with pins, either through the main wound or through small extra cuts nearby. They let the system follow the position of your leg. They are removed at the end of the operation. The surgeon then prepares the bone with the robotic arm, fits the implant and checks the knee before closing the wound.',
        },
      ],
    },
    {
      id: 'after-surgery',
      title: 'After surgery',
      blocks: [
        {
          kind: 'list',
          items: [
            'You will usually be up and walking with help on the day of surgery or the next day.',
            'You will be given painkillers, and medicine and advice to reduce the risk of blood clots.',
            'A physiotherapist will show you exercises to get your knee straight, bend it and strengthen your muscles. Keep doing them at home.',
            'Look after any small extra cuts from the markers in the same way as your main wound.',
            'Swelling can last for some months. Rest with your leg raised and use a wrapped cold pack.',
            'You can drive when you can control the car safely, including an emergency stop, and are not taking medicines that make you drowsy. Check with your insurer.',
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
            `infection in the joint, which affects ${clinicalFigures.kneeInfectionRisk} of people after knee replacement`,
            'blood clots in the leg or lungs',
            'stiffness or ongoing pain',
            'arthritis developing in another part of the knee, or the implant wearing or loosening, which may need further surgery such as a total knee replacement',
            'problems at the marker pin sites, such as soreness, infection or, rarely, a break in the bone',
          ],
        },
      ],
    },
    {
      id: 'questions-to-ask',
      title: 'Questions you may want to ask',
      blocks: [
        {
          kind: 'list',
          items: [
            'Why am I suitable for a partial knee replacement?',
            'Why do you suggest using the Mako system for me?',
            'What happens if you find more arthritis than expected during the operation?',
            'When will I have my CT scan?',
            'What will my recovery look like?',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
