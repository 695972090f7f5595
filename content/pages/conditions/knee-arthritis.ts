import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const kneeArthritis = {
  path: '/Conditions/knee-arthritis',
  title: 'Knee arthritis (osteoarthritis of the knee)',
  description:
    'Knee arthritis explained: causes, symptoms, how it is diagnosed, and treatments from exercise and weight loss to knee replacement.',
  hero: {
    title: 'Knee arthritis',
    subtitle:
      'Knee arthritis makes the knee painful and stiff. Most people can control it with exercise and simple treatments. Surgery helps when they are no longer enough.',
    image: 'knee-joint',
  },
  schemaType: 'MedicalCondition',
  blocks: [
    {
      type: 'faq',
      id: 'knee-arthritis-questions',
      title: 'Questions about knee arthritis',
      items: [
        {
          question: 'What is knee arthritis?',
          answer: [
            {
              kind: 'paragraph',
              text: 'The ends of the bones in your knee are covered by smooth, slippery tissue called cartilage. In arthritis this cartilage becomes thin and rough. The bone underneath thickens and can grow small lumps (bone spurs). The joint becomes painful, stiff and sometimes swollen.',
            },
            {
              kind: 'paragraph',
              text: 'The most common type is osteoarthritis. Other types, such as rheumatoid arthritis, are caused by the immune system and are treated by a rheumatologist.',
            },
          ],
        },
        {
          question: 'Will exercise make my knee worse?',
          answer: [
            {
              kind: 'paragraph',
              text: 'No. Exercise is one of the best treatments for knee arthritis. Strong thigh and hip muscles take pressure off the joint and reduce pain. NICE guidance says everyone with osteoarthritis should be offered exercise as a core treatment.',
            },
            {
              kind: 'paragraph',
              text: 'Your knee may ache a little during or after exercise at first. This is normal and does not mean you are causing damage. Start gently and build up slowly.',
            },
          ],
        },
        {
          question: 'Do I need a knee replacement?',
          answer: [
            {
              kind: 'paragraph',
              text: `Not always. Most people start with exercise, weight loss if needed, and pain relief, usually for ${clinicalFigures.nonSurgicalTrialPeriod}. A knee replacement is worth discussing when pain and stiffness still affect your sleep, walking or daily life despite this.`,
            },
            {
              kind: 'paragraph',
              text: 'There is no age limit and no "right" amount of damage on an X-ray. What matters most is how much the knee affects your life. Read about [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement).',
            },
          ],
        },
        {
          question: 'Can injections help?',
          answer: [
            {
              kind: 'paragraph',
              text: 'A steroid injection into the knee can ease a painful flare for a while. It does not cure arthritis and is not used too often, because repeated injections may harm the joint. NICE does not recommend hyaluronic acid (lubricant) injections for osteoarthritis.',
            },
            {
              kind: 'paragraph',
              text: 'Injections made from your own blood are also offered by some clinics. Ask us about the evidence for them before you decide. See [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).',
            },
          ],
        },
        {
          question: 'Will keyhole surgery "clean out" my arthritic knee?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Usually not. Washing out or trimming an arthritic knee (arthroscopic lavage and debridement) does not help most people with osteoarthritis, and NICE advises against it. Keyhole surgery may still help if a loose piece of cartilage or bone is making your knee lock.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'knee-arthritis-guide',
      title: 'Understanding knee arthritis',
      layout: 'tabs',
      sections: [
        {
          id: 'about',
          title: 'About',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Osteoarthritis is the most common cause of knee pain in older adults. It can affect the whole knee or only one part of it, such as the inner side or the joint behind the kneecap.',
            },
            {
              kind: 'paragraph',
              text: 'Arthritis does not always get worse. Symptoms often come and go, with good weeks and bad weeks. Many people find that keeping active and strong keeps their symptoms under control for years.',
            },
            {
              kind: 'paragraph',
              text: 'When damage is more severe, the knee can become bent or bowed, and walking even short distances can be painful. This is when surgery is most likely to help.',
            },
          ],
        },
        {
          id: 'risk-factors',
          title: 'Risk Factors',
          blocks: [
            {
              kind: 'list',
              intro: 'You are more likely to get knee arthritis if:',
              items: [
                'you are middle-aged or older',
                'you are a woman',
                'you are overweight, because extra weight puts more load on the knee',
                'you have injured your knee before, for example a torn ligament or cartilage, or a broken bone near the joint',
                'other people in your family have osteoarthritis',
                'your legs are bowed or knock-kneed, which puts more load on one side of the knee',
                'your work involves a lot of kneeling, squatting or heavy lifting',
              ],
            },
          ],
        },
        {
          id: 'symptoms',
          title: 'Symptoms',
          blocks: [
            {
              kind: 'list',
              intro: 'Common symptoms are:',
              items: [
                'pain when you walk, climb stairs or stand up from a chair',
                'stiffness, especially first thing in the morning or after sitting, which usually eases once you get moving',
                'swelling around the knee',
                'a grating or crackling feeling when you move the knee',
                'the knee giving way or feeling weak',
                'pain at night, in more severe arthritis',
              ],
            },
            {
              kind: 'paragraph',
              text: 'See your GP if knee pain keeps coming back or stops you doing everyday things.',
            },
          ],
        },
        {
          id: 'diagnosis',
          title: 'Diagnosis',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Osteoarthritis is usually diagnosed from your symptoms and an examination. If you are middle-aged or older, your knee hurts when you are active and any morning stiffness wears off quickly, NICE advises that no scans or blood tests are needed to make the diagnosis.',
            },
            {
              kind: 'paragraph',
              text: 'An X-ray taken while you stand helps when surgery is being considered. It shows which part of the knee is worn and how badly. An MRI scan is only needed if something else may be causing your symptoms.',
            },
          ],
        },
        {
          id: 'treatment-options',
          title: 'Treatment Options',
          blocks: [
            {
              kind: 'list',
              intro: 'Treatment starts with things you can do yourself, with support from us and your physiotherapist:',
              items: [
                '**Exercise:** strengthening and general activity such as walking, cycling or swimming',
                '**Weight loss** if you are overweight: even a small loss makes a difference to knee pain',
                '**Pain relief:** anti-inflammatory gels rubbed on the knee first, then tablets if needed, at the lowest dose that works',
                '**Supportive footwear, a walking stick or a knee brace** for some people',
                '**A steroid injection** for a bad flare',
              ],
            },
            {
              kind: 'paragraph',
              text: 'If these no longer control your symptoms, surgery may help. The main options are described below.',
            },
          ],
        },
      ],
    },
    {
      type: 'accordion',
      id: 'surgical-treatment-details',
      title: 'Surgical Treatment Details',
      intro: 'Which operation is right depends on your age, how active you are, and which part of the knee is worn.',
      items: [
        {
          id: 'arthroscopy',
          title: 'Arthroscopy (keyhole surgery)',
          blocks: [
            {
              kind: 'paragraph',
              text: 'A small camera is put into the knee through tiny cuts. Keyhole surgery does not treat arthritis itself. It may help if a loose piece of cartilage or a torn meniscus is making your knee lock or catch.',
            },
            {
              kind: 'paragraph',
              text: 'Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).',
            },
          ],
        },
        {
          id: 'osteotomy',
          title: 'Osteotomy (realigning the leg)',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If arthritis affects only one side of the knee and you are younger and active, the shin bone or thigh bone can be cut and reset at a slightly different angle. This moves your weight onto the healthier side of the knee.',
            },
            {
              kind: 'paragraph',
              text: `Osteotomy relieves pain in ${clinicalFigures.osteotomyPainReliefSuccess} of people, and results often last ${clinicalFigures.osteotomyResultsLast}. It keeps your own knee joint, so a knee replacement is still possible later. Read more about [knee osteotomy](/Treatments/knee-osteotomy).`,
            },
          ],
        },
        {
          id: 'arthroplasty',
          title: 'Arthroplasty (knee replacement)',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The worn surfaces of the joint are replaced with metal and plastic parts. A **total knee replacement** resurfaces the whole joint. A **partial knee replacement** replaces only the worn part.',
            },
            {
              kind: 'paragraph',
              text: `A partial replacement suits ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement. Modern knee replacements usually last ${clinicalFigures.kneeImplantLifespan}.`,
            },
            {
              kind: 'paragraph',
              text: 'Read more about [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement).',
            },
          ],
        },
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Non-surgical treatment for knees',
          href: '/Treatments/non-surgical-treatment-for-knees',
          description: 'Exercise, weight, pain relief and injections.',
        },
        {
          title: 'Total knee replacement',
          href: '/Treatments/total-knee-replacement',
          description: 'Replacing the whole knee joint.',
        },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres near you.',
        },
      ],
    },
  ],
  urgentHelp: 'acute-knee-injury',
  covers: ['knee-conservative-care', 'knee-osteotomy', 'total-knee-replacement', 'partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceOsteoarthritis', 'nhsOsteoarthritis', 'versusArthritisOsteoarthritis'],
  },
} satisfies InfoPage;
