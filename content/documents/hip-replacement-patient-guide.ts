import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const hipReplacementPatientGuide = {
  id: 'hip-replacement-patient-guide',
  title: 'Hip replacement patient guide',
  fileName: 'Hip replacement patient guide.pdf',
  category: 'Patient Resource',
  summary:
    'A step-by-step guide to having a hip replacement, from deciding and getting ready to recovering at home and looking after your new hip for life.',
  published: '2026-11-01',
  urgentHelp: 'after-hip-surgery',
  covers: ['hip-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: [
      'nhsHipReplacement',
      'niceJointReplacement',
      'niceVenousThromboembolism',
      'niceOsteoarthritis',
      'nhsDeepVeinThrombosis',
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
          text: 'This guide is for you if you are thinking about having a hip replacement, or if you are waiting for one. It explains what happens at each stage, from the first decision to the months after you go home. Your family, friends or carers may find it useful too.',
        },
        {
          kind: 'paragraph',
          text: 'Every person and every hospital is a little different. Your surgeon, nurses, physiotherapists and occupational therapists will give you advice that fits you. **If anything they tell you is different from this guide, follow their advice.**',
        },
        {
          kind: 'list',
          intro: 'You may find it helps to:',
          items: [
            'read the guide in stages rather than all at once',
            'write down questions as you think of them, and bring them to your appointments',
            'bring the guide with you when you come into hospital',
            'keep it after your operation, as the later chapters cover recovery and long-term care',
          ],
        },
      ],
    },
    {
      id: 'what-is-a-hip-replacement',
      title: 'What a hip replacement is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your hip is a ball-and-socket joint. The ball is the rounded top of your thigh bone (femur). The socket is a cup-shaped part of your pelvis (the acetabulum). In a healthy hip, both surfaces are covered in smooth, slippery tissue (cartilage), so the joint moves easily and without pain.',
        },
        {
          kind: 'paragraph',
          text: 'If the cartilage wears away, the bones rub against each other. This causes pain and stiffness. The most common reason is wear-and-tear arthritis (osteoarthritis). Other reasons include inflammatory arthritis such as rheumatoid arthritis, a hip problem from childhood, damage to the blood supply of the bone (avascular necrosis) or a broken hip.',
        },
        {
          kind: 'paragraph',
          text: 'In a hip replacement (hip arthroplasty), the surgeon removes the worn surfaces and replaces them with artificial parts (an implant or prosthesis). The aim is to ease pain and help you move more freely.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'The socket (cup)',
              details:
                'A metal shell fixed into your pelvis, usually with a smooth lining made of very hard plastic (polyethylene) or ceramic.',
            },
            {
              term: 'The stem',
              details: 'A metal part that fits down inside the top of your thigh bone.',
            },
            {
              term: 'The ball (head)',
              details:
                'A metal or ceramic ball that sits on top of the stem and moves inside the lining of the socket.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The parts are fixed in one of two ways. Some are held with a special bone cement (cemented). Others have a rough or coated surface that the bone grows onto (uncemented). Some hips use cement for one part and not the other (hybrid). Your surgeon will explain which type they recommend for you and why. The choice depends on things such as your age, the strength of your bones and the shape of your hip.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Total hip replacement',
              details:
                'Both the ball and the socket are replaced. This is the most common type and is the one this guide describes.',
            },
            {
              term: 'Half hip replacement (hemiarthroplasty)',
              details: 'Only the ball is replaced. It is mostly used for some types of broken hip in older people.',
            },
            {
              term: 'Hip resurfacing',
              details:
                'The ball is capped with metal rather than removed, and the socket is lined with metal. It is only suitable for a small number of people and your surgeon will tell you if it is an option.',
            },
          ],
        },
      ],
    },
    {
      id: 'deciding',
      title: 'Deciding to have a hip replacement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A hip replacement is a planned operation. It is your choice whether to have it. Your surgeon will talk with you about the possible benefits, the risks and the other options, so that you can decide together. This is called shared decision making.',
        },
        {
          kind: 'list',
          intro: 'People usually think about a hip replacement when:',
          items: [
            'hip pain is severe, or wakes them at night',
            'pain and stiffness make everyday tasks hard, such as walking, climbing stairs or putting on socks and shoes',
            'they have tried other treatments and these no longer help enough',
            'the hip problem is affecting their mood, work, sleep or independence',
          ],
        },
        {
          kind: 'paragraph',
          text: 'There is no single right time, and age alone does not decide it. What matters most is how much the hip affects your life and how well other treatments are working.',
        },
        {
          kind: 'list',
          intro: 'Other options you may already have tried, or may want to try first, include:',
          items: [
            'exercise and physiotherapy to strengthen the muscles around the hip',
            'losing weight, if you are overweight, to reduce the load on the joint',
            'pain relief, such as anti-inflammatory medicines, with advice from your GP or pharmacist',
            'a walking stick, held in the hand on the opposite side to the painful hip',
            'a steroid injection into the hip, which may ease pain for a while',
          ],
        },
        {
          kind: 'paragraph',
          text: `**What the results are like.** Most people have much less pain and can do more after a hip replacement. A hip replacement does wear over time. Around ${clinicalFigures.hipReplacementTenYearSurvival} of hip replacements are still working well after ${clinicalFigures.hipReplacementFirstCheckpoint}, and around ${clinicalFigures.hipReplacementTwentyYearSurvival} after ${clinicalFigures.hipReplacementSecondCheckpoint}. If a hip does wear out or loosen, it can usually be replaced again (revision surgery), although this is a bigger operation.`,
        },
        {
          kind: 'paragraph',
          text: 'Every operation carries some risk. Most people have no serious problems, but it is important that you know about them before you decide.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Infection',
              details: `The risk of a deep infection in the new joint is ${clinicalFigures.hipInfectionRisk}. You will have antibiotics at the time of the operation to lower this risk. A deep infection may need further surgery.`,
            },
            {
              term: 'Blood clots',
              details:
                'A clot can form in a vein in the leg (deep vein thrombosis, or DVT). Rarely, part of a clot travels to the lungs (pulmonary embolism), which is serious. You will be given treatment to lower this risk.',
            },
            {
              term: 'Dislocation',
              details:
                'The ball can come out of the socket, most often in the first weeks while the tissues heal. It is usually put back under anaesthetic. Your team will explain how to protect your hip.',
            },
            {
              term: 'Difference in leg length',
              details:
                'Your operated leg may feel longer or shorter. This often settles as your muscles adjust. Sometimes a shoe insert helps.',
            },
            {
              term: 'Fracture',
              details:
                'The bone around the implant can crack during or after the operation. This may need treatment, including more surgery.',
            },
            {
              term: 'Nerve or blood vessel injury',
              details:
                'This is rare. It can cause numbness or weakness in the leg or foot, which may or may not recover fully.',
            },
            {
              term: 'Wear and loosening',
              details:
                'Over many years the parts can wear or loosen. This may cause pain and may mean a further operation.',
            },
            {
              term: 'Ongoing pain or stiffness',
              details:
                'Some people still have some pain or stiffness after a hip replacement, although for most it is much better than before.',
            },
            {
              term: 'General risks',
              details:
                'Like any operation, there is a small risk of problems with your heart, lungs or kidneys, especially if you already have health problems. The anaesthetist will talk to you about this.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Before the operation you will be asked to sign a consent form. This confirms that you understand what the operation involves, its benefits and its risks. You can ask questions or change your mind at any point before the operation.',
        },
      ],
    },
    {
      id: 'getting-ready',
      title: 'Getting yourself ready',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The fitter and healthier you are before the operation, the smoother your recovery is likely to be. The weeks before surgery are a good time to make changes.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Keep moving',
              details:
                'Stay as active as your hip allows. Gentle exercise such as walking, swimming, an exercise bike or seated exercises helps keep your muscles strong and your heart and lungs fit. Your physiotherapist may give you exercises to start before the operation. This is sometimes called prehabilitation.',
            },
            {
              term: 'Stop smoking',
              details:
                'Smoking slows healing and raises the risk of wound infection, chest infection and blood clots. Stopping at any point before surgery helps. Your GP, pharmacist or local stop smoking service can support you.',
            },
            {
              term: 'Cut down on alcohol',
              details:
                'Drinking less alcohol before surgery helps you heal and lowers the risk of problems. If you drink heavily, ask your GP for advice before stopping suddenly.',
            },
            {
              term: 'A healthy weight',
              details:
                'If you are overweight, losing some weight can lower the risk of complications and eases the load on your new hip. Eat a balanced diet with enough protein to help healing.',
            },
            {
              term: 'Long-term conditions',
              details:
                'Make sure conditions such as diabetes, high blood pressure, heart or lung problems are as well controlled as possible. See your GP if you have concerns.',
            },
            {
              term: 'Teeth, skin and feet',
              details:
                'Infections elsewhere in your body can spread to a new joint. See a dentist if you have tooth or gum problems. Tell the team about any cuts, sores, rashes or ulcers, especially on your legs. Do not shave your legs for a few days before surgery, because small nicks can let germs in.',
            },
          ],
        },
        {
          kind: 'list',
          intro: 'Plan ahead for the first weeks at home:',
          items: [
            'ask family or friends to help with shopping, cooking, cleaning and lifts',
            'arrange care for anyone who depends on you, and for pets',
            'arrange transport home from hospital',
            'talk to your employer about time off work',
            'tell the team early if you live alone and are worried about how you will manage',
          ],
        },
      ],
    },
    {
      id: 'preparing-your-home',
      title: 'Preparing your home',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For the first few weeks you will be walking with crutches or sticks, and bending down low may be difficult. A few changes at home make things safer and easier. An occupational therapist may talk to you about your home before the operation. They can suggest or lend equipment.',
        },
        {
          kind: 'list',
          intro: 'Around the house:',
          items: [
            'clear walkways so you can move around with walking aids',
            'remove loose rugs, trailing cables and clutter that you could trip on',
            'make sure rooms, landings and stairs are well lit, and consider a night light',
            'put things you use every day at waist height, so you do not need to bend or reach up',
            'make sure stair rails are secure',
            'if your bedroom and toilet are upstairs and stairs are very hard for you, think about whether you could sleep downstairs for a while',
          ],
        },
        {
          kind: 'list',
          intro: 'Chairs, bed and toilet:',
          items: [
            'choose a firm, upright chair with arms, high enough that your knees are level with or slightly below your hips when you sit',
            'avoid low sofas, low chairs and soft armchairs that are hard to get out of',
            'your bed should be firm and high enough to get in and out of easily',
            'a raised toilet seat or a frame around the toilet may help',
          ],
        },
        {
          kind: 'list',
          intro: 'Useful equipment (your occupational therapist will say which you need):',
          items: [
            'a long-handled grabber (helping hand) to pick things up',
            'a sock aid and a long-handled shoehorn',
            'a long-handled sponge for washing your legs and feet',
            'a high stool (perching stool) for the kitchen',
            'a kitchen trolley, or a bag you can hang across your body, to carry things while using walking aids',
          ],
        },
        {
          kind: 'list',
          intro: 'Before you come in:',
          items: [
            'stock up the freezer and cupboards with easy meals',
            'wash clothes and bedding, so there is less to do when you get home',
            'have loose, comfortable clothes and flat, supportive slip-on shoes with a closed back',
            'keep your phone within reach, with important numbers saved',
          ],
        },
      ],
    },
    {
      id: 'pre-operative-assessment',
      title: 'Your pre-operative assessment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some weeks before your operation, you will be asked to come to a pre-operative assessment (pre-op) appointment. Nurses, and sometimes a doctor or anaesthetist, check that you are fit for surgery and plan your care. Some assessments are partly done by phone or online.',
        },
        {
          kind: 'list',
          intro: 'At this appointment you may have:',
          items: [
            'questions about your health, past operations and any problems you have had with anaesthetics',
            'your blood pressure, pulse, height and weight measured',
            'blood tests',
            'a heart tracing (electrocardiogram or ECG)',
            'swabs from your nose and skin to check for germs such as MRSA, and a urine test',
            'X-rays of your hip, if recent ones are not available',
          ],
        },
        {
          kind: 'paragraph',
          text: '**Bring a list of all your medicines.** Include tablets, inhalers, injections, creams, and any medicines you buy yourself, such as herbal remedies and supplements. Some medicines need to be stopped or changed before surgery. These include blood thinners (anticoagulants and antiplatelets), some diabetes medicines, some medicines for arthritis that affect the immune system, and medicines that contain oestrogen, such as hormone replacement therapy (HRT) and some contraceptive pills. Do not stop any medicine unless you are told to. You will be told exactly what to do and when.',
        },
        {
          kind: 'paragraph',
          text: 'You may be given a special antiseptic wash or nose cream to use before the operation. You will be told when to stop eating and drinking before the operation.',
        },
        {
          kind: 'paragraph',
          text: 'This is a good time to ask questions and raise any worries. Tell the team if your health changes between the assessment and the operation, for example if you get a cough, a cold, an infection, a wound, or a new rash. Your operation may need to be moved to keep you safe.',
        },
      ],
    },
    {
      id: 'what-to-bring',
      title: 'What to bring to hospital',
      blocks: [
        {
          kind: 'list',
          items: [
            'this guide, and any letters from the hospital',
            'all your medicines in their original boxes, and your repeat prescription list',
            'comfortable day clothes that are loose around the hips, such as jogging bottoms or a loose dress',
            'nightwear and a dressing gown that does not reach the floor',
            'flat, supportive shoes or slippers with a closed back, which are easy to put on and will allow for some swelling',
            'toiletries, glasses, hearing aids and dentures, with their cases',
            'your own walking aids or equipment, if the team has asked you to bring them, labelled with your name',
            'a phone and charger, something to read, and a small amount of money',
          ],
          outro:
            'Leave jewellery and valuables at home. If you use a CPAP machine for sleep apnoea, bring it with you.',
        },
      ],
    },
    {
      id: 'day-of-surgery',
      title: 'The day of surgery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Follow the instructions you were given about eating and drinking exactly. If your stomach is not empty, your operation may be unsafe and may be cancelled. Take only the medicines you were told to take. Have a shower or bath at home, using any antiseptic wash you were given. Remove make-up, nail varnish and jewellery, although a wedding ring can be taped.',
        },
        {
          kind: 'list',
          intro: 'When you arrive:',
          items: [
            'a nurse will check your details, your health and your medicines, and take your blood pressure and pulse',
            'you will change into a hospital gown and may be given elastic stockings to help prevent blood clots',
            'your surgeon will see you, confirm your consent, and mark the hip that is to be operated on with a pen',
            'your anaesthetist will see you to talk about the anaesthetic and pain relief',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You may have to wait for some time before your operation. Bring something to read or listen to.',
        },
        {
          kind: 'paragraph',
          text: '**The operation.** The surgeon makes a cut (incision) over the hip. There are different ways in (approaches): from the back, the side or the front of the hip. Your surgeon will explain which approach they use. They remove the worn ball at the top of the thigh bone and prepare the socket. The new socket is fitted into the pelvis and the stem into the thigh bone, and then the new ball is attached. The surgeon checks that the hip moves well and is stable before closing the wound with stitches or clips.',
        },
        {
          kind: 'paragraph',
          text: 'You will be given antibiotics to lower the risk of infection. You will usually also be given a medicine called tranexamic acid, which reduces bleeding. Your surgeon will tell you how long the operation is likely to take. You will be away from the ward for longer because of the time needed for the anaesthetic and your recovery afterwards.',
        },
      ],
    },
    {
      id: 'anaesthetic',
      title: 'Your anaesthetic and pain relief',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An anaesthetist is a specialist doctor who looks after you during the operation. They will talk to you about the choices and help you decide which is best for you.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Spinal anaesthetic',
              details:
                'An injection in your lower back numbs you from the waist down. You stay awake, but you will not feel pain. Many people also have medicine to make them relaxed and drowsy (sedation), so they may not remember much of the operation. A spinal is often used for hip replacements.',
            },
            {
              term: 'General anaesthetic',
              details: 'Medicines put you into a state like deep sleep, so you are unconscious during the operation.',
            },
            {
              term: 'Extra pain relief',
              details:
                'The anaesthetist or surgeon may inject local anaesthetic around the hip or near the nerves to the hip (a nerve block), to help with pain in the first hours after surgery.',
            },
          ],
        },
        {
          kind: 'list',
          intro: 'Common side effects of an anaesthetic include:',
          items: [
            'feeling sick or being sick',
            'a sore throat, after a general anaesthetic',
            'itching, or difficulty passing urine for a short time',
            'a headache, which is uncommon after a spinal',
            'feeling confused for a short time, which is more common in older people',
          ],
          outro:
            'Serious problems from anaesthesia are rare. Your anaesthetist will talk to you about your own risks, which depend on your general health.',
        },
        {
          kind: 'paragraph',
          text: '**Pain relief after the operation.** You will be given regular painkillers. Good pain control is important, because it helps you get moving, do your exercises and sleep. Tell the nurses if your pain is not controlled. Do not wait until it becomes severe. Some painkillers cause constipation or make you drowsy, and you may be given medicines to help with this.',
        },
      ],
    },
    {
      id: 'in-hospital',
      title: 'In hospital after your operation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After the operation you will go to a recovery room, where nurses watch you closely as the anaesthetic wears off. You will then go back to the ward. You may have a drip in your arm to give you fluids, and oxygen through a mask or small tubes under your nose.',
        },
        {
          kind: 'paragraph',
          text: '**Getting up early.** Most people get up and take a few steps with help on the day of the operation or the next day. Moving early helps your recovery and lowers the risk of blood clots and chest infections. This is part of what is often called enhanced recovery.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Physiotherapists',
              details:
                'They will help you get up, teach you to walk with a frame, crutches or sticks, show you your exercises, and practise stairs with you if you need to manage them at home.',
            },
            {
              term: 'Occupational therapists',
              details:
                'They will help you practise getting in and out of bed, on and off a chair and the toilet, and washing and dressing. They will check you have the equipment you need at home.',
            },
            {
              term: 'Nurses',
              details:
                'They will check your wound, give your medicines and pain relief, and help you with anything you cannot yet do for yourself.',
            },
          ],
        },
        {
          kind: 'list',
          intro: 'To lower the risk of blood clots:',
          items: [
            'you will usually be given a blood-thinning medicine as an injection or tablets, which you may need to carry on for some weeks after you go home',
            'you may wear elastic stockings or have pumps on your legs while in bed',
            'move your ankles up and down and walk regularly, as the team advises',
            'drink plenty of fluids',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You will usually have an X-ray to check the position of your new hip. It is normal to have some swelling and bruising around the hip and down the leg.',
        },
        {
          kind: 'list',
          intro: 'Most people stay in hospital for a few days. You will usually go home when:',
          items: [
            'your pain is controlled with tablets',
            'you can walk safely with your walking aids',
            'you can manage stairs, if you need to at home',
            'you can get in and out of bed and on and off a chair and the toilet',
            'your wound is healing and the team is happy with your X-ray and any blood tests',
          ],
        },
      ],
    },
    {
      id: 'going-home',
      title: 'Going home and the first weeks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Going home can feel daunting, but most people are glad to be back in their own surroundings. Recovery takes time. It is normal to feel tired for several weeks, and to have good and bad days.',
        },
        {
          kind: 'paragraph',
          text: '**Travelling home.** Sit in the front passenger seat with the seat pushed back. Stand with your back to the car, sit down first and then swing your legs in, keeping them together. Reverse this to get out. A plastic bag on the seat can make turning easier.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Medicines',
              details:
                'Take your painkillers regularly at first, then cut down as the pain eases. Finish the full course of any blood-thinning medicine, even if you feel well. You will be told how long to take it.',
            },
            {
              term: 'Your wound',
              details:
                'Keep the dressing clean and dry. You will be told when you can shower and when the stitches or clips will be removed, often by a practice nurse. Do not put creams or talc on the wound. Do not soak it in a bath until it has fully healed.',
            },
            {
              term: 'Swelling and bruising',
              details:
                'Swelling of the leg and ankle is common for some weeks. Rest with your leg up for short periods during the day. A cold pack wrapped in a cloth can help, but keep the wound dry and do not put ice directly on your skin.',
            },
            {
              term: 'Sleep',
              details:
                'Many people find it hard to get comfortable at night at first. Lying on your back is often easiest. If you lie on your side, a pillow between your knees can help. Ask the team which side you can lie on and when.',
            },
            {
              term: 'Constipation',
              details:
                'Painkillers and moving less can cause constipation. Drink plenty of water, eat fruit, vegetables and fibre, and ask a pharmacist about a laxative if you need one.',
            },
            {
              term: 'Follow-up',
              details:
                'You will be given an appointment to check your progress, usually a few weeks after the operation. You may also have outpatient physiotherapy.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Keep walking a little and often. Build up gradually. Most people use crutches or sticks for a few weeks, then move to one stick, held in the hand opposite the new hip, before walking without aids. Your physiotherapist will tell you when you are ready to change.',
        },
      ],
    },
    {
      id: 'exercises',
      title: 'Exercises',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Exercises are one of the most important parts of your recovery. They strengthen the muscles that support your new hip, help you move more freely and lower the risk of blood clots. Your physiotherapist will show you which exercises to do and how often. The exercises below are commonly used. Do only those you have been shown.',
        },
        {
          kind: 'list',
          intro: 'Some discomfort while exercising is normal. Stop and get advice if:',
          items: [
            'you have sharp or severe pain',
            'your pain is much worse afterwards and does not settle with rest',
            'you feel dizzy, faint or short of breath',
          ],
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Ankle pumps (lying or sitting)',
              details:
                'Bend your feet up towards you, then point them away, briskly and repeatedly. Circle your ankles too. Do this often, especially in the first days, to help your circulation.',
            },
            {
              term: 'Buttock squeezes (lying or sitting)',
              details: 'Squeeze your buttock muscles together, hold for a few seconds, then relax.',
            },
            {
              term: 'Thigh tightening (lying on your back with your legs straight)',
              details:
                'Pull your toes up towards you and press the back of your knee down into the bed, so that the muscle on the front of your thigh tightens. Hold for a few seconds, then relax.',
            },
            {
              term: 'Heel slides (lying on your back)',
              details:
                'Slowly slide the heel of your operated leg up towards your bottom, bending the hip and knee as far as is comfortable and within any limits you were given. Slide it back down again.',
            },
            {
              term: 'Leg slides out to the side (lying on your back)',
              details:
                'Keeping your kneecap and toes pointing up to the ceiling, slide your operated leg out to the side and back again. Do not let it cross the middle of your body.',
            },
            {
              term: 'Knee straightening over a rolled towel (lying on your back)',
              details:
                'Place a rolled towel under your operated knee. Pull your toes up, tighten your thigh and lift your heel off the bed to straighten your knee, keeping the back of the knee on the towel. Hold for a few seconds, then lower slowly.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'As you get stronger, your physiotherapist will add standing exercises. For these, stand up straight and hold on to a firm surface such as a kitchen worktop.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Standing hip bend',
              details: 'Lift your operated knee up in front of you, no higher than your hip, then lower it.',
            },
            {
              term: 'Standing leg out to the side',
              details:
                'Keeping your body upright and your toes facing forwards, move your operated leg out to the side and back again.',
            },
            {
              term: 'Standing leg backwards',
              details:
                'Keeping your knee straight and without leaning forwards, move your operated leg backwards, then return it.',
            },
            {
              term: 'Standing knee bend',
              details: 'Bend your operated knee, bringing your heel up towards your bottom, then lower it.',
            },
            {
              term: 'Sit to stand',
              details:
                'From a firm chair with arms, stand up slowly using your arms as little as you safely can, then sit back down with control.',
            },
          ],
        },
        {
          kind: 'list',
          intro:
            'Using stairs. Hold the rail and use your crutch or stick as shown. A simple way to remember the order is "up with the good, down with the bad":',
          items: [
            'going up: step up with your good leg first, then your operated leg, then your crutch',
            'going down: put your crutch down a step first, then your operated leg, then your good leg',
            'take one step at a time',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Later on, your physiotherapist may suggest other activities to build your strength and stamina, such as a static exercise bike, walking further, or exercises in water once your wound has fully healed.',
        },
      ],
    },
    {
      id: 'daily-living',
      title: 'Everyday activities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In the first weeks, some movements can put strain on the healing tissues around your new hip. Your team will tell you whether you need to follow any particular movement precautions. These depend on how your operation was done. If you have been given precautions, follow them until you are told you can stop.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Sitting',
              details:
                'Use a firm, upright chair with arms. To sit, walk backwards until you feel the chair against your legs, slide your operated leg forwards and lower yourself using the arms. Change position often, and do not sit for long periods without getting up.',
            },
            {
              term: 'Washing',
              details:
                'A shower is easier and safer than a bath at first. Sit on a shower stool if you are unsteady. Use a long-handled sponge for your lower legs and feet. Getting in and out of a bath is harder, so ask your occupational therapist before trying it.',
            },
            {
              term: 'Dressing',
              details:
                'Sit down to dress. Put clothes on your operated leg first and take them off it last. Use your sock aid, long-handled shoehorn and grabber. Wear slip-on shoes with a closed back rather than laces at first.',
            },
            {
              term: 'In the kitchen',
              details:
                'Keep things you use at waist height. Use a perching stool for jobs such as preparing vegetables. Carry hot drinks in a flask or a cup with a lid, or use a trolley, while you are using walking aids.',
            },
            {
              term: 'Housework',
              details:
                'Start with light jobs. Leave heavy tasks such as vacuuming, changing beds and carrying heavy shopping until you are walking well without aids, or ask for help.',
            },
            {
              term: 'Gardening',
              details:
                'Start with light tasks such as potting at a table. Leave digging, mowing and kneeling until your team says it is safe.',
            },
            {
              term: 'Pets',
              details:
                'Pets can get under your feet. Take extra care, and ask someone else to walk a dog that pulls on its lead.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: '**Getting back to activities.** Walking, swimming and cycling are good ways to stay fit with a hip replacement. Many people return to activities such as golf, bowls or dancing. Talk to your surgeon before taking up high-impact or contact sports, because these may put more strain on the new joint.',
        },
      ],
    },
    {
      id: 'driving',
      title: 'Driving',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You should not drive until you can control the car safely, including doing an emergency stop, and can look over your shoulder comfortably. You should not drive if you are taking painkillers that make you drowsy. Most people wait several weeks. Your team will advise you, based on your recovery and which hip was operated on.',
        },
        {
          kind: 'list',
          intro: 'Before you drive again:',
          items: [
            'check with your car insurance company, because driving before you are fit could affect your cover',
            'sit in the car with the engine off and practise pressing the pedals firmly, getting in and out, and turning to look behind you',
            'start with short journeys on quiet roads, with someone else in the car if possible',
          ],
          outro:
            'It is your responsibility to be sure you are safe to drive. If you are not sure, ask your team or GP.',
        },
        {
          kind: 'paragraph',
          text: 'As a passenger, get into the car as you did when you went home from hospital: sit first, then swing your legs in. On long journeys, stop regularly to get out and walk about.',
        },
      ],
    },
    {
      id: 'work',
      title: 'Returning to work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you can go back to work depends on your job, how you travel to work and how your recovery goes.',
        },
        {
          kind: 'list',
          items: [
            'If you work at a desk or from home, you may be able to return sooner, once you can sit comfortably and travel safely.',
            'If your job involves standing for long periods, walking a lot, lifting, climbing or driving, you will usually need longer off work.',
            'A phased return, starting with shorter hours or lighter duties, can help. Talk to your employer or occupational health team about this before your operation if you can.',
          ],
          outro:
            'The hospital can give you a fit note (sometimes called a sick note) to cover your time in hospital. Your GP or the hospital team can give you one for longer if you need it.',
        },
      ],
    },
    {
      id: 'travel',
      title: 'Travel and holidays',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The risk of a blood clot is higher in the weeks after a hip replacement. Long journeys where you sit still for hours, especially long flights, add to this risk. Talk to your team before you book any travel, especially a long-haul flight, in the first few months after your operation.',
        },
        {
          kind: 'list',
          intro: 'When you travel:',
          items: [
            'get up and walk about regularly, and move your ankles often while seated',
            'drink plenty of water and avoid too much alcohol',
            'wear compression stockings if your team advises you to',
            'ask for an aisle seat, and request assistance at the airport if walking long distances is still hard',
            'make sure your travel insurance knows about your operation',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Your new hip may set off metal detectors at airport security. You do not need a special card. Tell the security staff that you have a joint replacement, and they will check you in another way.',
        },
      ],
    },
    {
      id: 'sex-and-intimacy',
      title: 'Sex and intimacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many people want to know when they can have sex again but feel embarrassed to ask. It is a normal question, and your team will be happy to answer it.',
        },
        {
          kind: 'list',
          items: [
            'You can usually have sex again when you feel comfortable, often after a few weeks, once the wound has healed and the pain has settled.',
            'Lying on your back, with your partner taking the more active role, is often the most comfortable position at first.',
            'Avoid positions that bend your hip a long way, twist it, or put a lot of weight through it, especially if you have been given movement precautions.',
            'Talk with your partner about what feels comfortable, and take things gently.',
          ],
          outro:
            'If you have any worries, or if pain or stiffness continue to affect your sex life, talk to your GP, physiotherapist or surgeon.',
        },
      ],
    },
    {
      id: 'long-term-care',
      title: 'Looking after your new hip for life',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most people continue to improve for several months after the operation, and some for up to a year or more. Looking after yourself and your new hip helps it last.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Stay active',
              details:
                'Regular exercise keeps the muscles around your hip strong and helps your balance. Keep doing the exercises your physiotherapist gave you.',
            },
            {
              term: 'Keep to a healthy weight',
              details: 'Extra weight puts more load on your new joint.',
            },
            {
              term: 'Treat infections early',
              details:
                'Germs from an infection elsewhere in the body, such as in the skin, chest, bladder or teeth, can occasionally travel through the blood to a joint replacement. See your GP promptly if you think you have an infection, and tell them you have a hip replacement. Tell your dentist and any other doctor treating you that you have a joint replacement.',
            },
            {
              term: 'Avoid falls',
              details:
                'A fall can damage the bone around your new hip. Keep your home free of trip hazards, wear well-fitting shoes and have your eyesight checked regularly.',
            },
            {
              term: 'Keep your follow-up appointments',
              details: 'Your team may want to see you, and take X-rays, at intervals over the years to check the hip.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'With your permission, the details of your operation and implant are recorded in the National Joint Registry. This helps hospitals and surgeons monitor how well different implants and operations work over time.',
        },
        {
          kind: 'list',
          intro: 'Contact your GP or surgical team if, at any time in the future, you notice:',
          items: [
            'new or increasing pain in your hip, groin or thigh',
            'a new limp, or your leg feels shorter',
            'new clicking, clunking or grinding, or a feeling that the hip is unstable',
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
          intro: 'You may find it helpful to ask your team some of these questions:',
          items: [
            'What other treatments could I try, and what would happen if I waited?',
            'What type of hip replacement and approach do you recommend for me, and why?',
            'What are my own risks, given my health?',
            'What kind of anaesthetic do you suggest for me?',
            'How long am I likely to be in hospital?',
            'Will I need to follow any movement precautions, and for how long?',
            'How long will I need blood-thinning medicine?',
            'When can I expect to drive, return to work and do the activities I enjoy?',
            'Who do I contact if I have a problem after I go home?',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
