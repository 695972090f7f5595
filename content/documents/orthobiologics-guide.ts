import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const orthobiologicsGuide = {
  id: 'orthobiologics-guide',
  title: 'Orthobiologics guide',
  fileName: 'Orthobiologics guide.pdf',
  category: 'Treatment Guide',
  summary:
    'What orthobiologic injections such as platelet-rich plasma are, what the evidence says, and what to expect before, during and after treatment.',
  published: clinicalFigures.orthobiologicsGuidePublished,
  urgentHelp: 'joint-injection',
  covers: ['orthobiologics'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nicePlateletRichPlasma', 'niceOsteoarthritis', 'nhsSteroidInjections', 'nhsOsteoarthritis'],
  },
  chapters: [
    {
      id: 'what-are-orthobiologics',
      title: 'What orthobiologics are',
      blocks: [
        {
          kind: 'paragraph',
          text: "Orthobiologics are treatments made from substances that occur naturally in the body, usually taken from your own blood or tissue. They are injected into a joint, tendon or other injured area with the aim of easing pain and supporting the body's own healing.",
        },
        {
          kind: 'paragraph',
          text: 'They are most often used for osteoarthritis of the knee in its early or middle stages, and for some long-standing tendon problems. They are not a cure for arthritis and they do not replace exercise, weight management and the other core treatments. They are one option that some people consider when those treatments have not helped enough and they are not ready for, or do not want, surgery.',
        },
        {
          kind: 'paragraph',
          text: 'This guide explains the main types, what the evidence says, and what to expect if you decide to go ahead. Your surgeon will talk through whether an injection is a sensible option for you.',
        },
      ],
    },
    {
      id: 'types',
      title: 'Types of orthobiologic treatment',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Platelet-rich plasma (PRP)',
              details:
                'A small sample of your blood is taken from your arm and spun in a machine (centrifuge). This separates out the liquid part of the blood (plasma) with a high concentration of platelets. Platelets are tiny blood cells that release natural growth factors, which help control healing and inflammation. The PRP is then injected into the joint or tendon.',
            },
            {
              term: 'Autologous protein solution (NStride\u00AE APS)',
              details:
                'A sample of your blood is processed in two steps to produce a small volume of concentrated proteins, including proteins that counter inflammation, and white blood cells. It is then injected into the knee, usually as a single injection. It is designed for osteoarthritis of the knee.',
            },
            {
              term: 'Bone marrow and fat-derived cell treatments',
              details:
                'These are sometimes called stem cell treatments. Cells are taken from bone marrow, usually from the pelvis, or from fat, then concentrated and injected. The evidence for these treatments is at an early stage. Be cautious of any clinic that promises they will regrow cartilage.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'You may also hear about two other injections that are often compared with orthobiologics, although they are not made from your own body:',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Steroid injections',
              details:
                'A strong anti-inflammatory medicine (corticosteroid). NICE says it can be considered for short-term relief of osteoarthritis pain when other treatments have not worked or are not suitable.',
            },
            {
              term: 'Hyaluronic acid injections',
              details:
                'A gel similar to the natural joint fluid (viscosupplementation). NICE does not recommend these for osteoarthritis.',
            },
          ],
        },
      ],
    },
    {
      id: 'the-evidence',
      title: 'What the evidence says',
      blocks: [
        {
          kind: 'paragraph',
          text: 'It is important to have realistic expectations. Research into orthobiologic injections is growing, but the studies so far vary a great deal in how the injections are prepared, who receives them and how results are measured.',
        },
        {
          kind: 'list',
          items: [
            'NICE has reviewed PRP injections for knee osteoarthritis. It found no major safety concerns, but said the evidence on how well they work is limited in quality. It recommends that PRP is only used with special arrangements, which means you should be told about the uncertainties and your results should be recorded (audited).',
            'Some people notice less pain and better function after an injection. Others notice little or no change. It is not yet possible to predict who will benefit.',
            'Any benefit usually takes a few weeks to appear, and it wears off over time. Some people choose to have further injections.',
            'There is no good evidence that these injections regrow worn cartilage or reverse arthritis.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Orthobiologic injections are not routinely available on the NHS. If you are considering having one privately, check the cost, and check with your insurer whether it is covered before you book.',
        },
      ],
    },
    {
      id: 'is-it-right-for-me',
      title: 'Is it right for me?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An orthobiologic injection may be worth discussing if you have mild to moderate osteoarthritis or a long-standing tendon problem, and exercise, physiotherapy, weight management and pain relief have not helped enough.',
        },
        {
          kind: 'list',
          intro: 'It is less likely to help, or may not be suitable, if:',
          items: [
            'your arthritis is severe, with the bones rubbing together',
            'your knee is locking or giving way because of a mechanical problem such as a loose body or an unstable tear',
            'you have an infection in the joint or anywhere in your body, or a skin problem where the needle would go in',
          ],
        },
        {
          kind: 'list',
          intro: 'Tell your doctor if you:',
          items: [
            'take blood-thinning medicines (anticoagulants or antiplatelets)',
            'have a blood disorder, a low platelet count or anaemia',
            'have, or have had, cancer',
            'are pregnant or might be pregnant',
            'are unwell or have a high temperature on the day of the injection',
          ],
        },
      ],
    },
    {
      id: 'before-the-injection',
      title: 'Before the injection',
      blocks: [
        {
          kind: 'list',
          items: [
            'You may be asked to stop anti-inflammatory medicines, such as ibuprofen or naproxen, for a short time before and after the injection, because they may affect how platelets work. Your team will tell you exactly when. Do not stop any prescribed medicine without advice.',
            'Eat normally and drink plenty of water on the day, which makes it easier to take the blood sample.',
            'Wear loose clothing, such as shorts or loose trousers, so the knee can be reached easily.',
            'Arrange for someone to drive you home if you can, as your knee may be sore afterwards.',
          ],
        },
      ],
    },
    {
      id: 'on-the-day',
      title: 'On the day',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Your doctor will explain the treatment again, answer your questions and ask for your consent.',
            'A blood sample is taken from a vein in your arm, in the same way as a routine blood test.',
            'The blood is processed in the clinic while you wait.',
            'Your skin is cleaned with antiseptic. Local anaesthetic may be used to numb the skin.',
            'The injection is given into the joint or tendon. An ultrasound scan is often used to guide the needle to the right place.',
            'A small dressing is put over the injection site. You will usually be able to go home soon afterwards.',
          ],
        },
      ],
    },
    {
      id: 'after-the-injection',
      title: 'After the injection',
      blocks: [
        {
          kind: 'list',
          items: [
            'It is common for the joint to feel achy, stiff or swollen for a few days. This is a normal reaction to the injection.',
            'Rest the joint for the next few days and avoid strenuous exercise or sport for the time your doctor advises. Gentle walking and moving the joint are fine.',
            'A wrapped cold pack can ease discomfort. Paracetamol can be used for pain unless you have been told otherwise.',
            'Keep the dressing clean and dry for the rest of the day.',
            'Return to exercise and physiotherapy gradually, as advised. Exercise remains an important part of your treatment.',
            'You will usually be offered a follow-up appointment to review how you are getting on.',
          ],
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks and side effects',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Because orthobiologic injections are made from your own blood or tissue, there is no risk of rejection or of catching an infection from a donor. Side effects are usually mild and short-lived.',
        },
        {
          kind: 'list',
          items: [
            'pain, stiffness or swelling in the joint for a few days after the injection',
            'bruising where the blood was taken or where the injection was given',
            'infection in the joint, which is rare but serious and needs urgent treatment',
            'no improvement in your symptoms',
            'for bone marrow or fat treatments, pain and bruising where the cells were taken',
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
            'Which type of injection do you suggest for me, and why?',
            'What are the other options, and what would happen if I did not have the injection?',
            'How many injections might I need, and what will they cost?',
            'How will we decide whether it has worked?',
            'Will my results be recorded, and how?',
            'What should I avoid afterwards, and for how long?',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
