import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const kneePainTreatmentsGuide = {
  id: 'knee-pain-treatments-guide',
  title: 'Knee-pain treatments guide',
  fileName: 'Knee-pain treatments guide.pdf',
  category: 'Treatment Guide',
  summary:
    'The common causes of knee pain and the full range of treatments, from self-care, exercise and medicines to injections and surgery, explained in plain English.',
  published: '2026-11-01',
  urgentHelp: 'acute-knee-injury',
  covers: [
    'knee-conservative-care',
    'knee-arthroscopy',
    'acl-reconstruction',
    'patella-surgery',
    'knee-osteotomy',
    'partial-knee-replacement',
    'total-knee-replacement',
  ],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: [
      'niceOsteoarthritis',
      'niceJointReplacement',
      'nicePlateletRichPlasma',
      'nhsOsteoarthritis',
      'nhsArthroscopy',
      'nhsKneeLigamentSurgery',
      'nhsKneeReplacement',
      'versusArthritisKneePain',
    ],
  },
  chapters: [
    {
      id: 'about-this-guide',
      title: 'About this guide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Knee pain is very common. It can follow an injury, build up slowly over time, or come on for no obvious reason. Most knee pain gets better with simple treatment, and only a small number of people need an operation.',
        },
        {
          kind: 'paragraph',
          text: 'This guide explains how the knee works, the common causes of knee pain, and the treatments that may help. It starts with the things you can do yourself and moves on to medicines, injections and surgery. It is general information to help you understand your options and talk them through with your doctor or physiotherapist. It does not replace their advice.',
        },
        {
          kind: 'paragraph',
          text: '**Some knee problems need help straight away.** If your knee is hot, red and swollen and you have a high temperature or feel unwell, call 999 or go to A&E now. It can be an infection. The box at the end of this guide lists the other warning signs and who to call.',
        },
      ],
    },
    {
      id: 'how-the-knee-works',
      title: 'How your knee works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The knee is the largest joint in your body. It works like a hinge, bending and straightening, but it also allows a small amount of twisting. It carries a lot of weight, especially on stairs, slopes and when you run or jump.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Bones',
              details:
                'Three bones meet at the knee: the thigh bone (femur), the shin bone (tibia) and the kneecap (patella). The kneecap sits in a groove at the front of the thigh bone and glides up and down as you bend your knee.',
            },
            {
              term: 'Joint surface cartilage (articular cartilage)',
              details:
                'A smooth, slippery layer that covers the ends of the bones and the back of the kneecap. It lets the bones glide over each other with little friction.',
            },
            {
              term: 'Shock absorbers (menisci)',
              details:
                'Two C-shaped pads of tough, rubbery cartilage that sit between the thigh bone and the shin bone, one on the inner side and one on the outer side. They spread the load and help keep the knee steady.',
            },
            {
              term: 'Ligaments',
              details:
                'Strong bands that join bone to bone and keep the knee stable. The two cruciate ligaments cross inside the knee: the anterior cruciate ligament (ACL) stops the shin bone sliding forwards and controls twisting, and the posterior cruciate ligament (PCL) stops it sliding backwards. The two collateral ligaments run down the inner side (medial collateral ligament, MCL) and outer side (lateral collateral ligament, LCL).',
            },
            {
              term: 'Muscles and tendons',
              details:
                'The thigh muscles at the front (quadriceps) straighten the knee. They join the kneecap through the quadriceps tendon, and the kneecap joins the shin bone through the patellar tendon. The muscles at the back of the thigh (hamstrings) bend the knee. Strong hip and thigh muscles help protect the knee.',
            },
            {
              term: 'Joint lining and fluid',
              details:
                'The joint is enclosed in a lining (synovium) that makes a small amount of fluid to keep it moving smoothly. After an injury or with arthritis, the lining can make too much fluid, which causes swelling.',
            },
          ],
        },
      ],
    },
    {
      id: 'common-causes',
      title: 'Common causes of knee pain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your doctor or physiotherapist will ask how your pain started and what makes it better or worse. This usually gives the best clue to the cause. The most common causes are described below.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Wear-and-tear arthritis (osteoarthritis)',
              details:
                'The most common cause of knee pain in people over middle age. The cartilage thins and the bone underneath changes. The knee may ache with activity, feel stiff after rest, swell at times and creak. It often affects one part of the knee more than the others. Symptoms tend to come and go, and many people manage well without surgery.',
            },
            {
              term: 'Torn shock absorber (meniscal tear)',
              details:
                'In younger people this usually happens with a twisting injury, often during sport. In older people the meniscus can tear with very little force, as part of general wear. A tear can cause pain along the joint line, swelling, catching, or the knee getting stuck (locking).',
            },
            {
              term: 'Ligament injury',
              details:
                'A sudden twist, a change of direction or a tackle can sprain or tear a ligament. An ACL tear often causes a pop, quick swelling and a feeling that the knee gives way. Collateral ligament injuries cause pain on the inner or outer side of the knee and often heal without surgery.',
            },
            {
              term: 'Pain at the front of the knee (patellofemoral pain)',
              details:
                'An ache around or behind the kneecap, often worse on stairs, squatting, kneeling or after sitting for a long time. It is common in active teenagers and adults. It is usually linked to the load on the knee and the strength and control of the thigh and hip muscles, and usually improves with exercise.',
            },
            {
              term: 'Kneecap instability (patellar dislocation)',
              details:
                'The kneecap slips out of its groove to the outer side, usually with a twist. It often goes back by itself but leaves the knee painful and swollen. Some people have repeated episodes because of the shape of the groove, loose tissues or the alignment of the leg.',
            },
            {
              term: 'Tendon pain (tendinopathy)',
              details:
                "Pain in the tendon below the kneecap (patellar tendinopathy, sometimes called jumper's knee) or above it. It is usually caused by a sudden increase in jumping, running or other loading, and settles with a gradual loading programme.",
            },
            {
              term: 'Bursitis',
              details:
                'A fluid-filled pad (bursa) in front of the kneecap can become swollen and sore, often from a lot of kneeling. If it becomes hot and red, it may be infected and needs to be seen promptly.',
            },
            {
              term: 'Gout and inflammatory arthritis',
              details:
                'Conditions such as gout, pseudogout and rheumatoid arthritis can cause a hot, swollen, painful knee. They are treated with medicines, often with the help of your GP or a rheumatologist.',
            },
            {
              term: 'Pain coming from somewhere else (referred pain)',
              details:
                'Problems in the hip or lower back can cause pain that is felt in the knee. This is why your doctor may examine your hip and back too.',
            },
            {
              term: "Swelling behind the knee (Baker's cyst)",
              details:
                'A fluid-filled swelling at the back of the knee, usually linked to arthritis or a meniscal tear inside the knee. It often settles when the underlying problem is treated. A new swollen, painful calf should always be checked, because a blood clot can look similar.',
            },
          ],
        },
      ],
    },
    {
      id: 'looking-after-yourself',
      title: 'Looking after a painful knee yourself',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many knee problems, including most strains and flare-ups of arthritis, get better with self-care. These steps can help in the first few days of a new pain or a flare-up.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Stay active, but ease off',
              details:
                'Cut back on the activities that make the pain much worse, such as running, jumping or long walks, but keep moving gently. Complete rest makes the knee stiffer and the muscles weaker.',
            },
            {
              term: 'Cold',
              details: `A pack of frozen peas or ice wrapped in a damp tea towel can ease pain and swelling after an injury. Use it for up to ${clinicalFigures.iceAtATime} at a time, a few times a day. Never put ice directly on your skin.`,
            },
            {
              term: 'Raise the leg',
              details:
                'If your knee is swollen, rest with your leg up on a stool or cushions, above the level of your hip if you can.',
            },
            {
              term: 'Pain relief',
              details:
                'An anti-inflammatory gel rubbed onto the knee, or anti-inflammatory tablets such as ibuprofen, may help. Check with a pharmacist that they are safe for you, especially if you have stomach, kidney or heart problems, asthma, or take other medicines.',
            },
            {
              term: 'Heat',
              details:
                'For stiffness from arthritis, rather than a new injury, some people find warmth helps, such as a warm bath or a wrapped heat pad.',
            },
          ],
        },
        {
          kind: 'list',
          intro: 'See your GP or a physiotherapist if:',
          items: [
            'the pain is not improving after a few weeks of self-care',
            'the pain is stopping you from doing your normal activities or waking you at night',
            'your knee keeps catching or clicking, and it hurts',
            'swelling keeps coming back',
            'you have pain and stiffness in other joints too',
          ],
          outro:
            'In many areas you can refer yourself to an NHS physiotherapist without seeing your GP first. Your GP surgery or local NHS website can tell you how.',
        },
        {
          kind: 'paragraph',
          text: 'Get help the same day, from your GP or NHS 111, if your knee locks so you cannot straighten it, or keeps giving way. If your knee swelled up quickly after an injury, get help the same day too.',
        },
      ],
    },
    {
      id: 'finding-the-cause',
      title: 'Finding the cause',
      blocks: [
        {
          kind: 'paragraph',
          text: 'At your appointment, your doctor or physiotherapist will ask about your symptoms, your general health, your work and your activities. They will look at how you walk and examine your knee, and usually your hip too. This is often enough to make a diagnosis. Tests are only needed if they will change your treatment.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'X-rays',
              details:
                'These show the bones and the space between them, which narrows when cartilage wears. They are often taken while you stand, so the knee is under load. Osteoarthritis can usually be diagnosed from your symptoms and an examination alone, so not everyone needs an X-ray.',
            },
            {
              term: 'MRI scan',
              details:
                'A scan that uses magnets to show soft tissues such as the menisci, ligaments, cartilage and tendons. It is useful after an injury, or when surgery is being considered. It is not usually needed to diagnose osteoarthritis. Small changes on an MRI scan are common in people without any knee pain, so the results are always considered alongside your symptoms.',
            },
            {
              term: 'Ultrasound scan',
              details:
                "Sound waves show tendons, fluid and swellings such as a Baker's cyst. Ultrasound can also be used to guide an injection accurately.",
            },
            {
              term: 'Blood tests and joint fluid tests',
              details:
                'These are used if an infection, gout or inflammatory arthritis is suspected. Fluid can be drawn from the knee with a needle (aspiration) and tested. Removing fluid can also ease pressure and pain.',
            },
          ],
        },
      ],
    },
    {
      id: 'exercise-and-physiotherapy',
      title: 'Exercise and physiotherapy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Exercise is the most important treatment for most types of knee pain, including osteoarthritis. NICE recommends exercise tailored to you as a core treatment for everyone with osteoarthritis. Strong muscles take load off the joint, steady the knee and improve how far you can walk.',
        },
        {
          kind: 'paragraph',
          text: 'A physiotherapist will assess you and give you a programme that suits your knee, your fitness and your goals. Many people with osteoarthritis do well in a group exercise and education programme, such as ESCAPE-pain, which is available in many areas.',
        },
        {
          kind: 'list',
          intro: 'A typical programme includes:',
          items: [
            'strengthening exercises for the thigh, hip and calf muscles',
            'exercises to keep the knee moving, so it does not become stiff',
            'balance exercises, which help the knee feel more stable',
            'general activity that raises your heart rate, such as walking, cycling, swimming or exercising in water',
          ],
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Straight leg raise',
              details:
                'Lie on your back with one knee bent and the other leg straight. Tighten the thigh muscle of the straight leg, lift it a little way off the bed, hold for a few seconds and lower it slowly.',
            },
            {
              term: 'Sit to stand',
              details:
                'From a firm chair, stand up and sit down slowly, using your arms as little as you can. Make it harder by using a lower chair or moving more slowly.',
            },
            {
              term: 'Step-ups',
              details:
                'Holding a rail, step up onto the bottom stair with one leg, then step down. Keep your knee in line with your toes.',
            },
            {
              term: 'Mini squats',
              details:
                'Holding a worktop, bend your knees a little way, keeping your heels down and your knees over your feet, then straighten up.',
            },
            {
              term: 'Bridging',
              details:
                'Lie on your back with your knees bent and feet flat. Squeeze your buttocks and lift your hips off the bed, then lower slowly.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'It is normal for your knee to ache a little during and after exercise. This does not mean you are damaging the joint. As a guide, the ache should settle within a day. If your pain is much worse the next day, do less next time, then build up again slowly.',
        },
        {
          kind: 'paragraph',
          text: `Exercise takes time to work. Muscles get stronger over weeks and months, not days. For osteoarthritis and many other knee problems, non-surgical treatment is usually tried for ${clinicalFigures.nonSurgicalTrialPeriod} before surgery is considered, unless there is a clear reason to operate sooner. Keep going with your exercises even when your knee feels better, because the benefit fades if you stop.`,
        },
      ],
    },
    {
      id: 'weight-and-lifestyle',
      title: 'Weight, footwear and everyday habits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every step puts load through your knees, and the load is greater on stairs and slopes. If you are overweight, losing weight is one of the most effective things you can do to reduce knee pain from osteoarthritis. Even a modest loss can make a noticeable difference. Your GP can tell you about local weight management support.',
        },
        {
          kind: 'list',
          intro: 'Other things that can help:',
          items: [
            'wear comfortable, supportive, cushioned shoes with a low heel',
            'pace yourself by breaking big jobs into smaller ones, with rests in between, rather than doing a lot on a good day and suffering for it afterwards',
            'avoid kneeling and deep squatting if they make your pain worse',
            'use a rail on the stairs, and take the stairs one at a time on bad days',
            'look after your sleep and your mood, as pain often feels worse when you are tired, stressed or low',
            'stop smoking, which helps your general health and your healing if you do need an operation',
          ],
        },
      ],
    },
    {
      id: 'medicines',
      title: 'Medicines for knee pain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Medicines can ease pain so that you can keep active and do your exercises. They do not cure the underlying problem. NICE advises using them alongside exercise, at the lowest dose that works, for the shortest time needed. Always read the leaflet and ask a pharmacist or your GP if you are unsure whether a medicine is safe for you.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Anti-inflammatory gels and creams (topical NSAIDs)',
              details:
                'Gels such as ibuprofen or diclofenac gel, rubbed onto the knee, are recommended by NICE as the first medicine to try for knee osteoarthritis. Less of the medicine reaches the rest of your body than with tablets, so they cause fewer side effects.',
            },
            {
              term: 'Anti-inflammatory tablets (oral NSAIDs)',
              details:
                'Tablets such as ibuprofen or naproxen may help if gels do not. They can cause stomach problems, including bleeding, and can affect the kidneys, heart and blood pressure. Your doctor may prescribe a medicine to protect your stomach with them. They are not suitable for everyone.',
            },
            {
              term: 'Paracetamol',
              details:
                'NICE does not recommend paracetamol as a routine treatment for osteoarthritis, because it does not help much for this type of pain. It may still be used for short periods, for example after an injury or an operation.',
            },
            {
              term: 'Stronger painkillers (opioids)',
              details:
                'Medicines such as codeine are not usually recommended for long-term knee pain. They help little for this type of pain in the long run, and can cause drowsiness, constipation, falls and dependence. They may be used for a short time after an injury or operation.',
            },
            {
              term: 'Capsaicin cream',
              details:
                'A cream made from chilli peppers, which some people find helps knee pain from osteoarthritis. It can sting at first.',
            },
            {
              term: 'Supplements',
              details:
                'NICE advises against glucosamine for osteoarthritis. Ask a pharmacist before taking any supplement, as some interact with other medicines.',
            },
          ],
        },
      ],
    },
    {
      id: 'aids-braces-insoles',
      title: 'Walking aids, braces and insoles',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Walking stick',
              details:
                'A stick takes load off a painful knee. Hold it in the hand on the opposite side to the painful knee, and move it forward at the same time as the painful leg. A physiotherapist can check that it is the right height.',
            },
            {
              term: 'Knee supports and braces',
              details:
                'A simple elastic support may make the knee feel more comfortable and secure. Special braces that shift load away from the worn side of the knee (unloader braces) help some people with osteoarthritis affecting one side of the joint. A hinged brace may be used for a while after some ligament injuries or operations.',
            },
            {
              term: 'Insoles and taping',
              details:
                'Some people find insoles or taping of the kneecap helpful, for example for pain at the front of the knee. A physiotherapist or podiatrist can advise whether they are worth trying for you. They work best alongside exercise.',
            },
          ],
        },
      ],
    },
    {
      id: 'injections',
      title: 'Injections',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Injections into the knee can ease pain for a while. They do not usually cure the problem, but they can give you a window to get on with exercise and physiotherapy. Injections can be given using an ultrasound scan or X-ray to guide the needle (image-guided injection), which helps place the medicine accurately.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Steroid injections',
              details:
                'A steroid (corticosteroid) reduces inflammation in the joint. NICE says a steroid injection can be considered for osteoarthritis when other pain relief has not worked or is not suitable, to give short-term relief. The effect varies from person to person and wears off. Repeated injections are usually limited.',
            },
            {
              term: 'Hyaluronic acid injections',
              details:
                'Hyaluronic acid (also called viscosupplementation) is a gel-like substance similar to the natural fluid in the joint. NICE does not recommend these injections for osteoarthritis, because the evidence shows little benefit.',
            },
            {
              term: 'Platelet-rich plasma (PRP)',
              details:
                'A sample of your own blood is spun in a machine to concentrate the platelets, which contain natural growth factors, and then injected into the knee. NICE says the evidence on how well it works for knee osteoarthritis is limited in quality, so it should only be used with special arrangements for consent and audit or research.',
            },
            {
              term: 'NStride\u00AE APS',
              details:
                'NStride Autologous Protein Solution is made from a sample of your own blood, which is processed to concentrate certain proteins and blood cells and then injected into the knee. It is a newer treatment and research into it continues. Your surgeon can explain what is known about it and whether it might be suitable for you.',
            },
          ],
        },
        {
          kind: 'list',
          intro: 'Possible side effects of knee injections include:',
          items: [
            'a short flare of pain after the injection',
            'a rise in blood sugar for a few days after a steroid injection, which matters if you have diabetes',
            'thinning or lightening of the skin at the injection site, after a steroid',
            'infection in the joint, which is rare but serious',
          ],
          outro:
            'Our separate Orthobiologics guide explains injections made from your own blood, such as PRP, in more detail.',
        },
      ],
    },
    {
      id: 'keyhole-surgery',
      title: 'Keyhole knee surgery (arthroscopy)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In an arthroscopy, the surgeon puts a thin camera (arthroscope) and small instruments into the knee through a few small cuts. It is usually done as a day case, so most people go home the same day.',
        },
        {
          kind: 'list',
          intro: 'Arthroscopy can be used to:',
          items: [
            'trim or repair a torn meniscus that is catching or locking the knee (meniscectomy or meniscal repair)',
            'remove loose pieces of bone or cartilage',
            'smooth or treat damaged areas of cartilage (chondroplasty and cartilage repair)',
            'help reconstruct a torn ligament, such as the ACL',
          ],
        },
        {
          kind: 'paragraph',
          text: '**Arthroscopy is not a treatment for osteoarthritis on its own.** Washing out or tidying up an arthritic knee (arthroscopic lavage and debridement) has been shown not to help most people, and NICE does not recommend it. Many tears of the meniscus in older people are part of general wear and settle with exercise and physiotherapy, without surgery.',
        },
        {
          kind: 'paragraph',
          text: `After an arthroscopy, you will usually be advised to rest with your leg raised for the first ${clinicalFigures.restAfterArthroscopy}. The small wounds are closed with paper stitches (steristrips), which stay on for ${clinicalFigures.steristripsStay}. Many people can drive ${clinicalFigures.drivingAfterArthroscopy} after a simple arthroscopy, once they can control the car safely. Recovery is longer if a repair or reconstruction was done.`,
        },
      ],
    },
    {
      id: 'ligament-and-kneecap-surgery',
      title: 'Ligament, kneecap and cartilage surgery',
      blocks: [
        {
          kind: 'paragraph',
          text: '**ACL reconstruction.** A torn ACL does not heal well by itself. Some people manage well without surgery by strengthening their muscles and avoiding sports that involve twisting and turning. People who want to return to these sports, or whose knee keeps giving way, may choose an operation. The surgeon replaces the torn ligament with a graft, usually taken from a tendon near your knee.',
        },
        {
          kind: 'paragraph',
          text: `Rehabilitation after ACL reconstruction is long and needs commitment. Around ${clinicalFigures.aclReturnToSport} of people return to sport, but you should allow at least ${clinicalFigures.aclMinimumBeforeContactSport} before returning to contact sports, and only once you have passed tests of strength and control. Our ACL booklet and ACL rehabilitation protocol explain this in detail.`,
        },
        {
          kind: 'paragraph',
          text: '**Other ligament injuries.** Tears of the PCL and the collateral ligaments often heal with a brace and physiotherapy. Surgery (such as PCL reconstruction) may be needed if several ligaments are injured or the knee remains unstable.',
        },
        {
          kind: 'paragraph',
          text: '**Kneecap stabilisation.** If your kneecap keeps dislocating despite physiotherapy, an operation may help. The most common is a reconstruction of the ligament that holds the kneecap on the inner side (medial patellofemoral ligament, MPFL). Some people also need the bony bump the patellar tendon attaches to moved (tibial tubercle transfer), or the groove deepened (trochleoplasty).',
        },
        {
          kind: 'paragraph',
          text: `After kneecap stabilisation surgery, stitches usually come out at ${clinicalFigures.patellaStitchesOut} and you will usually see a physiotherapist at ${clinicalFigures.patellaPhysioFollowUp} and return to clinic at ${clinicalFigures.patellaClinicFollowUp}. Most people can drive after ${clinicalFigures.patellaDrivingAfter} and return to sport after ${clinicalFigures.patellaSportAfter}, depending on the procedure.`,
        },
        {
          kind: 'paragraph',
          text: '**Cartilage repair.** A small, well-defined area of damaged cartilage, often in a younger person after an injury, may be treated by encouraging new tissue to grow or by transferring or growing new cartilage cells (cartilage reconstruction). These treatments are not suitable for widespread wear from osteoarthritis.',
        },
      ],
    },
    {
      id: 'osteotomy',
      title: 'Realigning the knee (osteotomy)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If your legs are bow-legged or knock-kneed, more weight goes through one side of the knee, and that side can wear out first. An osteotomy is an operation that cuts and realigns the shin bone (high tibial osteotomy) or the thigh bone (distal femoral osteotomy), to move weight onto the healthier side of the knee. The bone is held in its new position with a metal plate while it heals.',
        },
        {
          kind: 'paragraph',
          text: 'An osteotomy keeps your own knee joint. It is mainly for younger, active people with arthritis affecting one side of the knee, who are not yet ready for a knee replacement.',
        },
        {
          kind: 'paragraph',
          text: `Pain improves after an osteotomy in ${clinicalFigures.osteotomyPainReliefSuccess} of people, and the results often last ${clinicalFigures.osteotomyResultsLast}. Recovery takes time. You usually start putting full weight on the leg at ${clinicalFigures.osteotomyWeightBearing}. The bone takes about ${clinicalFigures.tibialOsteotomyBoneHealing} to heal after a tibial osteotomy and about ${clinicalFigures.femoralOsteotomyBoneHealing} after a femoral osteotomy. A knee replacement can still be done later if it is needed.`,
        },
      ],
    },
    {
      id: 'knee-replacement',
      title: 'Knee replacement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If arthritis is causing severe pain and disability, and other treatments have not helped enough, a knee replacement (knee arthroplasty) may be the best option. The worn surfaces are removed and replaced with metal and plastic parts.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Partial knee replacement (unicompartmental knee replacement)',
              details: `Only the worn part of the knee is replaced, keeping the healthy parts and the ligaments. It suits around ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement, whose arthritis is limited to one part of the knee. The operation usually takes ${clinicalFigures.partialReplacementSurgeryTime}. NICE advises that people with arthritis in only the inner part of the knee should be offered a choice between a partial and a total knee replacement.`,
            },
            {
              term: 'Total knee replacement',
              details:
                'All the joint surfaces of the knee are replaced. This is the most common type of knee replacement.',
            },
            {
              term: 'Robotic-arm assisted surgery',
              details:
                'Some partial and total knee replacements are done with the help of a robotic arm system, such as Mako. A scan is used to plan the operation, and the surgeon guides the robotic arm while preparing the bone. The surgeon is in control throughout.',
            },
            {
              term: 'Revision knee replacement',
              details:
                'An operation to replace a knee replacement that has worn, loosened, become infected or become unstable. It is a more complex operation.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: `Most people have much less pain and can do more after a knee replacement. Knee replacements usually last ${clinicalFigures.kneeImplantLifespan}, and ${clinicalFigures.kneeImplantTenYearSurvival} are still working at ${clinicalFigures.kneeImplantCheckpoint}.`,
        },
        {
          kind: 'list',
          intro: 'Risks of knee replacement include:',
          items: [
            `infection in the joint, which affects ${clinicalFigures.kneeInfectionRisk} of people and may need further surgery`,
            'blood clots in the leg or lungs',
            'stiffness, which sometimes needs the knee to be bent under anaesthetic (manipulation under anaesthetic, MUA)',
            `persistent pain, which affects ${clinicalFigures.persistentPainAfterTkr} of people after a total knee replacement`,
            'damage to nerves or blood vessels, which is rare',
            'wear or loosening of the parts over time, which may need a revision operation',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Recovery takes several months. You will be up and walking soon after the operation, but it takes time for swelling to settle and for your strength and movement to return. Our Knee replacement guide and the other knee replacement documents explain this in detail.',
        },
      ],
    },
    {
      id: 'choosing-a-treatment',
      title: 'Choosing the right treatment for you',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There is often more than one reasonable option. The right choice depends on the cause of your pain, how much it affects your life, your general health, what you want to be able to do, and how you feel about the risks. Your doctor will explain the options, and you can decide together.',
        },
        {
          kind: 'list',
          intro: 'A simple way to think through any treatment is to ask about:',
          items: [
            '**Benefits**: what is it likely to do for me?',
            '**Risks**: what could go wrong, and how likely is it?',
            '**Alternatives**: what else could I try?',
            '**Nothing**: what would happen if I did nothing for now, or waited?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You do not have to decide straight away. It is fine to go home, talk it over with family or friends, and come back with more questions. Asking for a second opinion is also your right.',
        },
      ],
    },
    {
      id: 'recovering-from-surgery',
      title: 'If you have knee surgery: recovering well',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each operation has its own recovery plan, and your team will give you specific advice. Some things help with almost any knee operation.',
        },
        {
          kind: 'list',
          items: [
            'Get as fit as you can beforehand. Strong muscles and a knee that moves well before surgery usually mean an easier recovery.',
            'Take your painkillers as advised, so that you can move and do your exercises.',
            'Control swelling by raising your leg, using a wrapped cold pack and not overdoing it in the early weeks.',
            'Move your ankles often and walk regularly to help prevent blood clots. Take any blood-thinning medicine you are given for as long as you are told to.',
            'Keep your wound clean and dry until it has healed.',
            'Do your exercises as often as your physiotherapist asks. They make a big difference to the result.',
            'Do not drive until you can control the car safely, including an emergency stop, and you are not taking medicines that make you drowsy. Check with your insurer.',
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
            'What do you think is causing my knee pain?',
            'Do I need any tests, and will they change my treatment?',
            'What exercises should I be doing, and how often?',
            'Which pain relief is safe for me?',
            'Would an injection help, and what are the side effects?',
            'Would surgery help me, what would it involve, and what are the risks?',
            'How long will recovery take, and when could I return to work, driving and sport?',
            'What happens if I decide to wait?',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
