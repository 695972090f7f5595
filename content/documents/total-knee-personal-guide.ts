import type { GuideDocument } from './types';

export const totalKneePersonalGuide = {
  id: 'total-knee-personal-guide',
  title: 'Your personal total knee replacement guide',
  fileName: 'Total knee personal guide.pdf',
  category: 'Patient Resource',
  summary:
    'Practical checklists, daily routines and goals to help you plan and track your own recovery from a total knee replacement.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['total-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'nhsDeepVeinThrombosis'],
  },
  chapters: [
    {
      id: 'how-to-use',
      title: 'How to use this guide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This is a practical workbook for your knee replacement. It is full of checklists and routines to help you prepare, and to help you see how you are getting on afterwards. Use it alongside the advice of your surgical team and physiotherapist, and alongside our Knee replacement guide, which explains the operation itself.',
        },
        {
          kind: 'paragraph',
          text: 'You may want to print it, tick things off as you go, and bring it to your appointments.',
        },
      ],
    },
    {
      id: 'your-team',
      title: "Who's who in your care",
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Your surgeon',
              details: 'Leads your care, carries out the operation and sees you at follow-up appointments.',
            },
            { term: 'The anaesthetist', details: 'Looks after you during the operation and plans your pain relief.' },
            { term: 'Pre-assessment nurses', details: 'Check your health before surgery and tell you how to prepare.' },
            { term: 'Ward nurses', details: 'Care for you in hospital, give your medicines and check your wound.' },
            {
              term: 'Physiotherapists',
              details: 'Teach your exercises and help you walk and manage stairs, in hospital and afterwards.',
            },
            {
              term: 'Occupational therapists',
              details: 'Help you manage everyday tasks and arrange equipment for home.',
            },
            {
              term: 'Your GP and practice nurse',
              details:
                'Support you after discharge, for example with wound checks, removing clips or stitches, and fit notes.',
            },
          ],
        },
      ],
    },
    {
      id: 'weeks-before',
      title: 'Checklist: the weeks before surgery',
      blocks: [
        {
          kind: 'list',
          items: [
            'I have been to my pre-operative assessment and know which medicines to stop or change, and when.',
            'I am doing my pre-operation exercises every day.',
            'I have stopped smoking, or I am getting support to stop.',
            'I have seen a dentist if I had any tooth or gum problems.',
            'My home is ready: trip hazards cleared, a firm chair with arms, and everyday things at waist height.',
            'I have a supply of easy meals in the freezer and cupboards.',
            'Someone will take me home from hospital and stay with me, or check on me, for the first few days.',
            'I have arranged help with shopping, housework, pets and anyone I care for.',
            'I have told my employer and know how I will get a fit note.',
            'I have written down my questions for the team.',
          ],
        },
      ],
    },
    {
      id: 'hospital-bag',
      title: 'Checklist: your hospital bag',
      blocks: [
        {
          kind: 'list',
          items: [
            'all my medicines, in their original boxes, and my repeat prescription list',
            'loose shorts or trousers that will fit over a swollen, bandaged knee',
            'nightwear, underwear and a dressing gown that does not reach the floor',
            'well-fitting, flat shoes or slippers with a closed back',
            'toiletries, glasses, hearing aids and dentures',
            'a phone, charger and a list of important phone numbers',
            'something to read or listen to',
            'this guide',
          ],
        },
      ],
    },
    {
      id: 'setting-goals',
      title: 'Setting your goals',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Having clear goals helps you stay motivated through the harder days of recovery. Think about what you want to be able to do again, and share your goals with your physiotherapist so they can shape your programme around them.',
        },
        {
          kind: 'list',
          intro: 'Goals that people often choose include:',
          items: [
            'walking to the local shop, park or bus stop without a stick',
            'climbing the stairs one foot after the other',
            'getting in and out of the car, the bath or a low chair easily',
            "a full night's sleep without knee pain",
            'returning to work, gardening, golf, dancing or walking holidays',
            'playing with children or grandchildren',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Break big goals into small steps. For example, a goal of walking to the park might start with walking to the end of the garden, then to the end of the road.',
        },
      ],
    },
    {
      id: 'daily-routine',
      title: 'A daily routine for the first weeks at home',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A simple routine helps you balance exercise, activity and rest. This is an example. Adjust it with your physiotherapist.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Morning',
              details:
                'Take your painkillers with breakfast. When they have started to work, do your exercises. Then go for a short walk around the house or garden.',
            },
            {
              term: 'Late morning',
              details:
                'Rest with your leg raised for a while, with a wrapped cold pack if it helps. Keep your knee straight, with nothing underneath it.',
            },
            {
              term: 'Afternoon',
              details:
                'Do your exercises again, then another short walk. Get up and move about at least every hour, even briefly.',
            },
            {
              term: 'Evening',
              details: 'A final set of exercises, then rest with your leg raised.',
            },
            {
              term: 'Bedtime',
              details:
                'Take any bedtime pain relief you have been advised to. Many people find nights difficult in the early weeks; this improves with time.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Build up your walking a little each day. It is better to walk a little and often than to do one long walk that leaves your knee sore and swollen.',
        },
      ],
    },
    {
      id: 'pain-and-swelling',
      title: 'Managing pain and swelling',
      blocks: [
        {
          kind: 'list',
          items: [
            'Take your painkillers regularly in the first weeks, as prescribed, rather than waiting until the pain is bad.',
            'Time your painkillers so they are working when you do your exercises.',
            'Raise your leg so your ankle is higher than your knee and your knee higher than your hip. Lying on the bed or sofa works best.',
            'Use a cold pack wrapped in a damp cloth for short spells. Check your skin often and keep the dressing dry.',
            'If your knee is much more swollen or painful after a busy day, do a little less the next day, then build up again.',
            'As the pain settles, cut down your painkillers gradually. Ask your pharmacist or GP if you are unsure how.',
          ],
        },
      ],
    },
    {
      id: 'wound-and-medicines',
      title: 'Your wound and medicines',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep your dressing clean and dry. Do not remove it unless you have been told to.',
            'Check your wound each day when the dressing is changed. Some bruising and a little clear fluid early on can be normal.',
            'Know when your stitches or clips are due to be removed, and who will remove them.',
            'Take your blood-thinning medicine exactly as prescribed and finish the full course.',
            'Keep a list of your medicines and doses, and bring it to your appointments.',
          ],
        },
      ],
    },
    {
      id: 'tracking-progress',
      title: 'Tracking your progress',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Recovery is rarely a straight line. Looking back over a few weeks shows how far you have come. These are signs of good progress to look out for and to discuss with your physiotherapist:',
        },
        {
          kind: 'list',
          items: [
            'your knee goes fully straight when you rest your heel on a stool',
            'you can bend your knee far enough to sit in a chair with your foot flat, then to get in and out of a car, then to pedal an exercise bike',
            'you can walk around the house without a walking aid, then outdoors',
            'you can climb stairs one foot after the other',
            'you need fewer painkillers and you are sleeping better',
            'swelling is going down, although it can last for some months',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If your knee stops getting straighter or bending further, tell your physiotherapist or surgical team. Stiffness is easier to treat early.',
        },
      ],
    },
    {
      id: 'questions-for-each-stage',
      title: 'Questions for each stage',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Before surgery',
              details:
                'What are my own risks? Which anaesthetic do you suggest? How long will I be in hospital? What equipment will I need at home?',
            },
            {
              term: 'Before you leave hospital',
              details:
                'Which exercises should I do, and how often? How long do I take my blood thinner? When will my stitches or clips come out? Who do I call with a problem?',
            },
            {
              term: 'At follow-up',
              details:
                'Is my progress on track? When can I drive, return to work, and start the activities I enjoy? What should I work on next?',
            },
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
