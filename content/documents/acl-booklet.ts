import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const aclBooklet = {
  id: 'acl-booklet',
  title: 'ACL reconstruction booklet',
  fileName: 'ACL reconstruction booklet.pdf',
  category: 'Patient Resource',
  summary:
    'Everything you need to know about an anterior cruciate ligament (ACL) injury and reconstruction, from the decision to have surgery to getting back to sport.',
  published: '2026-11-01',
  urgentHelp: 'after-knee-surgery',
  covers: ['acl-reconstruction'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeLigamentSurgery', 'nhsArthroscopy', 'nhsDeepVeinThrombosis', 'versusArthritisKneePain'],
  },
  chapters: [
    {
      id: 'about-this-booklet',
      title: 'About this booklet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This booklet is for people who have injured their anterior cruciate ligament (ACL) and are thinking about, or waiting for, an ACL reconstruction. It explains the injury, your treatment options, the operation and what recovery involves. Our separate ACL rehabilitation protocol describes the exercise stages after surgery in more detail.',
        },
        {
          kind: 'paragraph',
          text: 'Your surgeon and physiotherapist will give you advice that fits your knee, your operation and your goals. If their advice is different from this booklet, follow theirs.',
        },
      ],
    },
    {
      id: 'the-acl',
      title: 'What the ACL does',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The ACL is a strong band of tissue in the middle of your knee. It joins the thigh bone (femur) to the shin bone (tibia). It stops the shin bone sliding forwards and controls twisting. It is especially important when you change direction, pivot, land from a jump or stop suddenly.',
        },
        {
          kind: 'paragraph',
          text: 'The ACL also contains nerve endings that help your brain sense the position of your knee. This is one reason why balance and control exercises matter so much after an ACL injury.',
        },
      ],
    },
    {
      id: 'the-injury',
      title: 'The injury',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most ACL injuries happen without contact with another player, when the knee twists while the foot is planted, for example when landing awkwardly, changing direction or stopping suddenly. They are common in football, rugby, netball, basketball and skiing. They can also happen in a tackle or a fall.',
        },
        {
          kind: 'list',
          intro: 'Common signs of an ACL tear:',
          items: [
            'a pop or a feeling of something tearing at the time of injury',
            'being unable to carry on playing',
            'swelling that builds up quickly, within hours, caused by bleeding into the joint',
            'later, a feeling that the knee is unstable or gives way, especially when turning',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Other parts of the knee are often injured at the same time, such as a shock absorber (meniscus), the joint surface cartilage, or the ligaments on the sides of the knee. These can affect your treatment and recovery.',
        },
        {
          kind: 'paragraph',
          text: '**Diagnosis.** Your doctor or physiotherapist will examine your knee and test how the shin bone moves on the thigh bone. An MRI scan is usually done to confirm the tear and to check for other injuries. An X-ray may be done to look for a fracture.',
        },
      ],
    },
    {
      id: 'treatment-options',
      title: 'Treatment options',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A torn ACL does not usually heal well by itself, but not everyone needs an operation. Whatever you decide, physiotherapy is essential.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Treatment without surgery (rehabilitation)',
              details:
                'A structured physiotherapy programme to restore movement, strength and control. Some people, particularly those who do not play sports that involve twisting and turning, manage well this way. If your knee keeps giving way despite rehabilitation, reconstruction can still be done later.',
            },
            {
              term: 'ACL reconstruction',
              details:
                'An operation to replace the torn ligament with a graft. It is usually recommended if you want to return to sports that involve pivoting, if your knee keeps giving way in everyday life, if your job needs a stable knee, or if you have another injury, such as a repairable meniscal tear, that needs surgery.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Repeated episodes of the knee giving way can damage the menisci and cartilage, which may lead to arthritis in the longer term. This is one of the things to weigh up when you decide. Your surgeon will talk through the options with you.',
        },
      ],
    },
    {
      id: 'before-surgery',
      title: 'Before surgery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your knee should be in good condition before the operation. Surgery on a swollen, stiff knee can lead to a slower recovery and more stiffness afterwards. Your physiotherapist will guide you through this stage, which is sometimes called prehabilitation.',
        },
        {
          kind: 'list',
          intro: 'Before surgery, aim to have:',
          items: [
            'little or no swelling',
            'a knee that straightens fully and bends well',
            'good control of your thigh muscle, for example being able to lift your straight leg without the knee sagging',
            'a normal walking pattern without a limp',
          ],
        },
        {
          kind: 'list',
          intro: 'Also:',
          items: [
            'stop smoking, as it slows healing and increases the risk of complications',
            'plan time off work or study, and help at home for the first week or two',
            'practise walking with crutches if you have them',
            'attend your pre-operative assessment and bring a list of your medicines',
            'tell the team if you have any cuts, grazes or skin problems on your leg before the operation',
          ],
        },
      ],
    },
    {
      id: 'graft-choices',
      title: 'Graft choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The new ligament is made from a graft. Most often it is a tendon taken from your own leg (autograft). Your surgeon will explain which graft they recommend for you and why.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Hamstring tendons',
              details:
                'One or two tendons from the back of the thigh are taken through a small cut on the inner side of the knee. The hamstring muscle may feel tight or weak for a while.',
            },
            {
              term: 'Patellar tendon',
              details:
                'The middle part of the tendon below the kneecap is taken, with a small block of bone at each end. Kneeling can be uncomfortable afterwards.',
            },
            {
              term: 'Quadriceps tendon',
              details:
                'Part of the tendon above the kneecap is taken. It can be used with or without a small piece of bone.',
            },
            {
              term: 'Donor tissue (allograft)',
              details:
                'Tissue from a donor. This is used less often, usually for repeat surgery or when several ligaments need to be reconstructed.',
            },
          ],
        },
      ],
    },
    {
      id: 'the-operation',
      title: 'The operation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'ACL reconstruction is usually done as keyhole surgery (arthroscopy). You will usually have a general anaesthetic, often with local anaesthetic around the knee to help with pain afterwards.',
        },
        {
          kind: 'paragraph',
          text: 'The surgeon looks inside the knee with a camera and treats any other damage, such as a meniscal tear. The graft is taken and prepared. Small tunnels are drilled in the thigh bone and shin bone where the original ligament was attached. The graft is passed through the tunnels and fixed in place with screws, buttons or other devices, which usually stay in for life. Over the following months, the graft becomes part of your body and takes on the job of the ACL.',
        },
        {
          kind: 'paragraph',
          text: 'Many people go home the same day. Some stay overnight. You will usually be given crutches. Some surgeons use a knee brace, particularly if the meniscus or another ligament was repaired as well.',
        },
      ],
    },
    {
      id: 'first-weeks',
      title: 'The first weeks after surgery',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Pain relief',
              details: 'Take your painkillers regularly for the first few days, so you can move and do your exercises.',
            },
            {
              term: 'Swelling',
              details:
                'Keep your leg raised when resting, use a wrapped cold pack or cooling cuff, and do not do too much too soon. Swelling is a sign that the knee needs you to ease off.',
            },
            {
              term: 'Straightening your knee',
              details:
                'Getting your knee fully straight early on is one of the most important goals. Do not rest with a pillow under your knee, even though it may feel comfortable.',
            },
            {
              term: 'Walking',
              details:
                'You will usually be allowed to put weight on the leg straight away, using crutches until you can walk without a limp. Your physiotherapist will tell you if you need to limit weight, for example after a meniscal repair.',
            },
            {
              term: 'Your wounds',
              details:
                'Keep them clean and dry until they have healed. You will be told when stitches are removed, if they are not dissolvable.',
            },
            {
              term: 'Blood clots',
              details:
                'Move your ankles often, walk regularly and drink plenty of fluids. You may be given blood-thinning medicine.',
            },
            {
              term: 'Physiotherapy',
              details:
                'You will usually start seeing a physiotherapist within the first week or two. Rehabilitation is the most important part of your recovery and takes many months.',
            },
          ],
        },
      ],
    },
    {
      id: 'getting-back-to-normal',
      title: 'Getting back to normal',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Driving',
              details:
                'You can drive when you can control the car safely, including an emergency stop, and are not taking painkillers that make you drowsy. This is usually sooner for a left knee in an automatic car than for a right knee. Check with your insurer.',
            },
            {
              term: 'Work and study',
              details:
                'Many people return to desk-based work or study within a few weeks. Physical jobs need longer. Your team can give you a fit note.',
            },
            {
              term: 'Exercise',
              details:
                'An exercise bike and swimming (without breaststroke leg kicks) are usually introduced early. Running starts only when your physiotherapist is happy with your strength, control and swelling.',
            },
          ],
        },
      ],
    },
    {
      id: 'return-to-sport',
      title: 'Returning to sport',
      blocks: [
        {
          kind: 'paragraph',
          text: `Around ${clinicalFigures.aclReturnToSport} of people return to sport after ACL reconstruction. The graft needs time to mature, and your muscles and control need time to rebuild. Allow at least ${clinicalFigures.aclMinimumBeforeContactSport} before returning to contact or pivoting sports. Returning too early increases the risk of injuring the graft or the other knee.`,
        },
        {
          kind: 'list',
          intro: 'Before you return to full sport, your physiotherapist will check that:',
          items: [
            'your knee has full movement and no swelling',
            'your thigh and hamstring strength is close to that of your other leg',
            'you can hop, jump, land and change direction with good control',
            'you have completed training for your sport without problems',
            'you feel confident in your knee',
          ],
        },
        {
          kind: 'paragraph',
          text: 'It is common to feel nervous about getting injured again. Talk to your physiotherapist about this. A gradual return, starting with training and non-contact practice before matches, helps build confidence.',
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks of ACL reconstruction',
      blocks: [
        {
          kind: 'list',
          items: [
            'a numb patch of skin near the scar, which is common and often shrinks over time',
            'stiffness, especially difficulty getting the knee fully straight',
            'pain at the front of the knee, or when kneeling',
            'infection in the wound or in the knee, which is uncommon but may need further surgery',
            'blood clots in the leg or, rarely, the lungs',
            'the graft stretching or tearing again, which may need another operation',
            'a higher chance of arthritis in the knee in later life, which is linked to the original injury',
          ],
        },
      ],
    },
    {
      id: 'protecting-your-knees',
      title: 'Protecting your knees in future',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After an ACL injury, there is a higher risk of injuring the ACL in either knee. Keep up your strength and balance exercises after you return to sport. Warm-up programmes designed to prevent injury, which include strengthening, balance and landing practice, are used by many sports clubs. Ask your physiotherapist or coach about one that suits your sport.',
        },
      ],
    },
  ],
} satisfies GuideDocument;
