import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const aclProtocolGuide = {
  id: 'acl-protocol-guide',
  title: 'ACL rehabilitation protocol',
  fileName: 'ACL rehabilitation protocol.pdf',
  category: 'Treatment Guide',
  summary:
    'The stages of rehabilitation after ACL reconstruction, with the goals, exercises and checks that show when you are ready to move on.',
  published: '2026-11-01',
  urgentHelp: 'after-knee-surgery',
  covers: ['acl-reconstruction'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeLigamentSurgery', 'nhsDeepVeinThrombosis', 'versusArthritisKneePain'],
  },
  chapters: [
    {
      id: 'how-to-use',
      title: 'How to use this protocol',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This protocol sets out the usual stages of recovery after an anterior cruciate ligament (ACL) reconstruction. It is a framework for you and your physiotherapist, not a fixed timetable. Everyone recovers at a different pace.',
        },
        {
          kind: 'paragraph',
          text: '**You move on to the next stage when you meet the goals of the current one, not on a set date.** Your physiotherapist will check your progress and adjust your programme.',
        },
        {
          kind: 'paragraph',
          text: 'Your plan may be different if you had other surgery at the same time, such as a repair of a shock absorber (meniscal repair) or another ligament. This can mean limits on how much weight you put through the leg, how far you bend the knee, or the use of a brace. Always follow the specific instructions from your surgeon and physiotherapist.',
        },
      ],
    },
    {
      id: 'ground-rules',
      title: 'Ground rules for every stage',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Watch the swelling',
              details:
                'Swelling is the best guide to whether you are doing too much. If your knee is more swollen the morning after an exercise session, do less next time and tell your physiotherapist.',
            },
            {
              term: 'Use pain as a guide',
              details:
                'Mild discomfort during exercise is acceptable. It should settle within a few hours and be no worse the next morning. Sharp pain, or pain that builds up over several days, means you should ease off.',
            },
            {
              term: 'Quality before quantity',
              details:
                'Do each exercise slowly and with good control. Keep your knee in line with your second toe, without letting it fall inwards.',
            },
            {
              term: 'Both legs matter',
              details:
                'Keep your other leg, your hips and your core strong. They protect your knee and help your balance.',
            },
            {
              term: 'Be patient',
              details:
                'The graft is at its weakest while it matures in the first months, even when your knee feels good. Feeling well is not the same as being ready.',
            },
          ],
        },
      ],
    },
    {
      id: 'stage-1',
      title: 'Stage 1: protect and recover movement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This stage covers the first weeks after surgery. The focus is on settling pain and swelling, getting the knee fully straight, waking up your thigh muscle and walking normally.',
        },
        {
          kind: 'list',
          intro: 'Goals:',
          items: [
            'knee straightens fully, the same as your other knee',
            'knee bends steadily more each week',
            'you can tighten your thigh muscle and lift your straight leg without the knee sagging',
            'swelling is settling',
            'you walk without crutches and without a limp',
          ],
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Ankle pumps',
              details: 'Move your feet up and down briskly, often through the day, to help your circulation.',
            },
            {
              term: 'Thigh tightening',
              details:
                'Sitting or lying with your leg straight, push the back of your knee down and pull your toes up to tighten the front thigh muscle. Hold for a few seconds and relax.',
            },
            {
              term: 'Heel prop',
              details:
                'Sitting with your heel resting on a rolled towel or a low stool, and nothing under your knee, let the knee relax and straighten under its own weight.',
            },
            {
              term: 'Straight leg raise',
              details:
                'Tighten the thigh muscle first, then lift your straight leg a little way off the bed and lower it slowly. Only do this once you can lift without the knee bending.',
            },
            {
              term: 'Heel slides',
              details:
                'Lying or sitting, slide your heel towards your bottom to bend the knee, then straighten it again.',
            },
            {
              term: 'Walking practice',
              details:
                'Walk with a heel-to-toe pattern, bending and straightening the knee normally. Reduce your crutches as your physiotherapist advises.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keep the knee cool and raised when resting, and do not rest with a pillow under the knee.',
        },
      ],
    },
    {
      id: 'stage-2',
      title: 'Stage 2: build strength and control',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once you are walking normally with a quiet, straight knee, the focus moves to building strength and balance, and getting the full bend back.',
        },
        {
          kind: 'list',
          intro: 'Goals:',
          items: [
            'full or nearly full bend',
            'no swelling after exercise',
            'good control when standing on the operated leg',
            'stepping down from a step slowly with the knee staying in line with the foot',
          ],
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Squats and sit to stand',
              details:
                'Start with shallow squats holding a support, keeping your weight even on both legs, and go deeper as your strength improves.',
            },
            {
              term: 'Step-ups and step-downs',
              details: 'Use a low step first. Control the movement on the way down.',
            },
            {
              term: 'Bridging',
              details: 'Lying on your back with knees bent, lift your hips, then progress to lifting with one leg.',
            },
            {
              term: 'Balance',
              details:
                'Stand on the operated leg, first holding on, then without support, then on a cushion or with your eyes closed.',
            },
            {
              term: 'Gym and cardio work',
              details:
                'An exercise bike, cross-trainer and swimming with a gentle kick build fitness. Avoid breaststroke leg kicks until your physiotherapist says they are safe. Leg press and other gym exercises are added under guidance.',
            },
            {
              term: 'Hamstring strengthening',
              details:
                'If your graft was taken from your hamstrings, these exercises are brought in gradually, as the donor site needs time to heal.',
            },
          ],
        },
      ],
    },
    {
      id: 'stage-3',
      title: 'Stage 3: running and advanced strength',
      blocks: [
        {
          kind: 'list',
          intro: 'Your physiotherapist will usually check the following before you start running:',
          items: [
            'full movement and no swelling',
            'enough strength in the thigh muscles, often measured and compared with the other leg',
            'good control during single-leg squats and small hops',
            'no pain during fast walking and stair work',
          ],
        },
        {
          kind: 'list',
          intro: 'This stage usually includes:',
          items: [
            'a gradual return to running, starting with short spells of jogging in a straight line on a flat surface, alternating with walking',
            'heavier strength training in the gym, with more resistance and fewer repetitions',
            'jumping and landing practice on two legs, then on one leg, focusing on soft, controlled landings',
          ],
        },
      ],
    },
    {
      id: 'stage-4',
      title: 'Stage 4: agility and sport-specific training',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once you can run comfortably and land well, you begin to train the movements your sport needs.',
        },
        {
          kind: 'list',
          items: [
            'faster running, sprinting and stopping',
            'side-stepping, changing direction and cutting, starting with planned movements at a slow speed and building up to reacting to a signal',
            'sport drills without contact, such as ball work and training with a team on non-contact sessions',
            'continuing strength, power and balance work at least a few times a week',
          ],
        },
      ],
    },
    {
      id: 'stage-5',
      title: 'Stage 5: return to sport',
      blocks: [
        {
          kind: 'paragraph',
          text: `Returning to sport is a decision you make together with your surgeon and physiotherapist, based on tests as well as time. Allow at least ${clinicalFigures.aclMinimumBeforeContactSport} before returning to contact or pivoting sports. Around ${clinicalFigures.aclReturnToSport} of people return to sport after ACL reconstruction.`,
        },
        {
          kind: 'list',
          intro: 'Return-to-sport checks usually include:',
          items: [
            'strength tests comparing your two legs',
            'hop tests for distance and control on each leg',
            'assessment of how you land, cut and change direction',
            'a questionnaire about how confident you feel in your knee',
            'completing full training without pain or swelling',
          ],
        },
        {
          kind: 'list',
          ordered: true,
          intro: 'A staged return helps:',
          items: [
            'full training with your team, including contact if your sport needs it',
            'part of a match or a lower-level game',
            'full competitive matches',
          ],
        },
      ],
    },
    {
      id: 'staying-well',
      title: 'Staying well after you return',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep going with a strength and balance programme after you return to sport. An injury-prevention warm-up before training and matches helps protect both knees. If your knee starts to swell, give way or ache more than usual, step back a stage and contact your physiotherapist.',
        },
      ],
    },
  ],
} satisfies GuideDocument;
