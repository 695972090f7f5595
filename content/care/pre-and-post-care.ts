import { practice } from '@/content/practice';
import type { InfoPage } from '@/content/types';

const { privatePractice, nhsPractice } = practice;

/** /PreAndPostcare: getting ready for an operation and the support afterwards. */
export const preAndPostCare = {
  path: '/PreAndPostcare',
  title: 'Preparing for surgery and recovering afterwards',
  description:
    'Preparing for knee or hip surgery: the pre-op assessment, getting fitter, stopping smoking, getting your home ready, and support while you recover.',
  hero: {
    title: 'Pre & Post Care',
    subtitle: 'What you can do before your operation to recover well, and the support you will have afterwards',
  },
  schemaType: 'MedicalWebPage',
  blocks: [
    {
      type: 'links',
      id: 'care-services',
      title: 'Support for your recovery',
      links: [
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres across Warwickshire, and suppliers of knee and hip braces.',
        },
        {
          title: 'MiOp App',
          href: '/PreAndPostcare/miop-app',
          description: 'The recovery app: your care plan, exercises and progress in one place on your phone.',
        },
      ],
    },
    {
      type: 'sections',
      id: 'preparing-for-surgery',
      title: 'Preparing for Surgery',
      layout: 'stack',
      sections: [
        {
          id: 'pre-op-planning',
          title: 'Pre-Op Planning',
          blocks: [
            {
              kind: 'paragraph',
              text: 'A few weeks before your operation you will have a **pre-operative assessment** (pre-op). This is an appointment with a nurse, and sometimes a doctor, to check you are well enough for the operation and the anaesthetic, and to plan your stay.',
            },
            {
              kind: 'list',
              intro: 'At the pre-op assessment you can expect:',
              items: [
                'questions about your health, past operations and any problems you or your family have had with anaesthetics',
                'checks of your blood pressure, pulse, height and weight',
                'blood tests, and often a heart tracing (ECG)',
                'swabs from your nose and skin to check for germs such as MRSA, so they can be treated before surgery',
                'advice about which of your usual medicines to keep taking and which to stop, and when',
                'a chance to talk about going home, and any help you may need',
              ],
            },
            {
              kind: 'list',
              intro: 'Bring with you:',
              items: [
                'all your medicines in their boxes, or an up-to-date list from your pharmacy or GP',
                'your glasses or hearing aids if you use them',
                'a list of questions you want to ask',
              ],
            },
            {
              kind: 'paragraph',
              text: 'Do not stop any medicine unless you are told to. Tell the team if you take medicine to thin your blood, medicines for diabetes, steroids, hormone replacement therapy (HRT) or the contraceptive pill, or any herbal remedies.',
            },
          ],
        },
        {
          id: 'health-optimization',
          title: 'Health Optimization',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The fitter you are before your operation, the lower your risk of problems and the quicker you are likely to recover. The time you spend waiting is a chance to get ready.',
            },
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Stop smoking',
                  details:
                    'Smoking slows the healing of wounds and bones and raises the risk of infection and chest problems after an anaesthetic. The earlier you stop, the better, but stopping at any time before your operation helps. Your GP or pharmacist can help, or see [NHS Quit Smoking](https://www.nhs.uk/better-health/quit-smoking/).',
                },
                {
                  term: 'Blood sugar',
                  details:
                    'If you have diabetes, your blood sugar needs to be well controlled before surgery, because high blood sugar raises the risk of a wound infection. The pre-op team will check a blood test called HbA1c and may ask your GP or diabetes team to help bring it down before your operation.',
                },
                {
                  term: 'Weight',
                  details:
                    'If you are overweight, losing some weight before your operation makes the anaesthetic safer, lowers the risk of wound problems and blood clots, and puts less strain on your new joint. Your GP can refer you to a local weight management service.',
                },
                {
                  term: 'Teeth and skin',
                  details:
                    'Before a joint replacement, see your dentist to have any tooth or gum problems treated, because an infection in your mouth can spread to a new joint. Tell us about any cuts, sores, ulcers or rashes on your legs: your operation may need to wait until they heal.',
                },
                {
                  term: 'Alcohol',
                  details:
                    'Drinking less alcohol before your operation helps you heal and lowers the risk of problems. If you drink heavily, talk to your GP before cutting down, as stopping suddenly can be dangerous.',
                },
                {
                  term: 'Keep active',
                  details:
                    'Keep as active as your pain allows. Exercises that strengthen the muscles around your knee or hip, given to you by a physiotherapist, help you get moving sooner after the operation.',
                },
              ],
            },
          ],
        },
        {
          id: 'on-the-day',
          title: 'On the Day of Your Operation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Most people come into hospital on the day of their operation. Your admission letter or the hospital will tell you what time to arrive, where to go, when to stop eating and drinking, and which of your usual medicines to take that morning. Follow their instructions exactly: if you eat or drink too late, your operation may have to be put off for your safety.',
            },
            {
              kind: 'list',
              intro: 'Before your operation:',
              items: [
                'a nurse checks your details, your blood pressure and pulse, and what you last ate and drank',
                'your surgeon sees you, answers your questions, confirms your consent and marks the knee or hip to be operated on',
                'your anaesthetist talks to you about your anaesthetic and how your pain will be controlled afterwards',
              ],
            },
            {
              kind: 'paragraph',
              text: 'After the operation you wake up in the recovery area, then go to the ward. The procedure pages say what to expect on the day of each operation, for example a [knee replacement](/knee-procedures/knee-replacement#on-the-day) or a [hip replacement](/hip-procedures/hip-replacement#on-the-day).',
            },
          ],
        },
        {
          id: 'what-to-bring',
          title: 'What to Bring to Hospital',
          blocks: [
            {
              kind: 'list',
              intro: 'Bring a small bag with:',
              items: [
                'your admission letter, and all your medicines in their boxes',
                'loose, comfortable clothes for the day and night, and flat shoes or slippers with a back, which are safer when you start walking',
                'your glasses, hearing aids, toiletries and phone charger, and something to read',
                'your walking aid, if you already use one',
              ],
            },
            {
              kind: 'paragraph',
              text: 'Leave jewellery and valuables at home. If you are staying in overnight, the hospital will tell you about visiting times.',
            },
          ],
        },
        {
          id: 'educational-resources',
          title: 'Educational Resources',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Knowing what to expect makes an operation less worrying and helps you take part in your recovery.',
            },
            {
              kind: 'list',
              items: [
                'Read our patient guides on [Useful Links](/UsefulLinks). Each can be downloaded as a PDF or read on this website.',
                'Read about your [condition](/Conditions) and your [treatment](/Treatments), including the risks.',
                'If you are having a joint replacement, you may be invited to a **joint school**: a class run by nurses and physiotherapists where you learn about your stay, your exercises and the equipment you will use at home. Go if you can, and take the person who will help you at home.',
                'Write down your questions as you think of them, and bring them to your appointments.',
              ],
            },
            {
              kind: 'list',
              intro: 'Get your home ready before you come into hospital:',
              items: [
                'clear trip hazards such as loose rugs and trailing cables',
                'put things you use every day at waist height, so you do not need to bend or reach',
                'have a firm chair with arms that you can get in and out of easily',
                'stock up on easy meals and ask someone to help with shopping, cleaning and pets for the first weeks',
                'arrange a lift home: you will not be able to drive yourself',
              ],
              outro:
                'An occupational therapist may check what equipment you need, such as a raised toilet seat or a perching stool.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'recovery-support',
      title: 'Recovery Support',
      layout: 'stack',
      sections: [
        {
          id: 'rehabilitation',
          title: 'Rehabilitation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Rehabilitation (rehab) means the exercises and activity that get your joint working again. After most knee and hip operations it starts on the day of surgery or the next day, when a physiotherapist helps you stand and walk.',
            },
            {
              kind: 'list',
              intro: 'When you go home:',
              items: [
                'do your exercises several times every day: they matter as much as the operation itself',
                'take your painkillers regularly at first, so you can move and exercise',
                'use ice packs wrapped in a towel, and raise your leg when resting, to ease swelling',
                'use your walking aids until your physiotherapist says you no longer need them',
                'walk a little further each day',
              ],
            },
            {
              kind: 'paragraph',
              text: 'You may have physiotherapy sessions after you leave hospital. Find a centre near you in our [physiotherapy directory](/PreAndPostcare/physiotherapy), and keep track of your exercises with the [MiOp app](/PreAndPostcare/miop-app).',
            },
          ],
        },
        {
          id: 'ongoing-support',
          title: 'Ongoing Support',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You will have a follow-up appointment to check your wound, your movement and how you are managing. The hospital will tell you when it is before you go home. Your stitches or clips may be removed by a practice nurse at your GP surgery.',
            },
            {
              kind: 'paragraph',
              text: 'Recovery takes time. Many people find the first weeks tiring and feel low at times. This is normal, and it gets better.',
            },
            {
              kind: 'list',
              intro: 'If you have a question or worry that is not an emergency:',
              items: [
                `private patients can call the ${privatePractice.phoneLabel.toLowerCase()} on ${privatePractice.phone}`,
                `NHS patients can call the ${nhsPractice.phoneLabel} on ${nhsPractice.phone}, or the ward number on their discharge letter`,
                'out of hours, call NHS 111',
              ],
            },
          ],
        },
        {
          id: 'video-guides',
          title: 'Video Guides',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Seeing an exercise done is often easier than reading about it. The [MiOp app](/PreAndPostcare/miop-app) shows a short video of each exercise in your programme, so you can check you are doing it correctly at home.',
            },
            {
              kind: 'paragraph',
              text: `To find out what happens at your first appointment with ${practice.surgeon.name}, watch the short film on the [home page](/). It has captions and a written summary.`,
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
    sources: ['rcoaFitterBetterSooner', 'nicePerioperativeCare', 'niceJointReplacement', 'nhsQuitSmoking'],
  },
} satisfies InfoPage;
