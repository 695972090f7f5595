import type { EvalCase } from './cases';
import { P } from './pages';

/**
 * The held-out test set. The questions were written in patients' own words (forum style, typos, rambling
 * context, follow-ups) before anyone read the pages' wording or FAQ titles, imagining patients of a UK knee and
 * hip surgeon (first commit: tests/chat-eval/test-questions-draft.txt, now folded in here). Only then was each
 * labelled, from the pages, with the pages a good answer cites and the fact the reply must contain.
 *
 * Rule: nothing in lib/chat (no synonym, no rule) is added for one question of this file. A change is judged by
 * whether it helps the development set and patients in general; this set only measures it.
 */
export type TestCase = EvalCase & { fact: RegExp };

const tkrPages = [...P.tkr, ...P.kneeHub];
const thrPages = [...P.thr, ...P.hipHub];
const contactRoute = /01632 960123|\/#contact|contact the practice/i;

export const testCases: TestCase[] = [
  // Knee replacement
  {
    question: 'how long does it take to get back to normal after a knee replacement? im 67 and pretty active',
    pages: tkrPages,
    fact: /months|up to a year/i,
  },
  {
    question: 'when can i drive again after my total knee replacement, its my right leg',
    pages: P.tkr,
    fact: /emergency stop|six weeks/i,
  },
  {
    question: 'I had my left knee done, its an automatic car, can I drive sooner?',
    pages: [...P.tkr, ...P.patella],
    fact: /automatic/i,
  },
  {
    question: 'how long do knee replacements last these days? worried ill need another one',
    pages: P.tkr,
    fact: /10-20 years/,
  },
  { question: 'what are the risks of having a knee replacement', pages: P.tkr, fact: /infection/i },
  {
    question: 'will i still have pain after my total knee replacment',
    pages: P.tkr,
    fact: /under 5%|much less pain|ongoing pain/i,
  },
  {
    question: 'is it normal for the knee to be swollen 6 weeks after the op',
    pages: [...tkrPages, ...P.kneeArthroscopy],
    fact: /months/i,
  },
  {
    question: 'what can i do to get ready before my knee replacement',
    pages: [...P.tkr, ...P.prepare],
    fact: /smok|active|strengthen|exercise/i,
  },
  {
    question: 'i am 52, am i too young for a knee replacement?',
    pages: [...P.tkr, ...P.kneeArthritis],
    fact: /no age limit|age and weight alone/i,
  },
  {
    question: 'whats the difference between a partial and a full knee replacement',
    pages: P.pkr,
    fact: /only the worn part|smaller operation|quicker recovery|whole (knee|joint)/i,
  },
  {
    question: 'am i suitable for a half knee replacement, arthritis is only on the inside of my knee',
    pages: P.pkr,
    fact: /30-50%|one part of the knee|only one part/i,
  },
  {
    question: 'what is robotic knee surgery and is it better',
    pages: [...P.tkr, ...P.robotic, ...P.pkr],
    fact: /scan|plan/i,
  },
  {
    question: 'does mr ashworth use the mako robot for hips too',
    pages: [...P.robotic, ...P.pkr, ...P.about],
    fact: /mako|robotic/i,
  },
  {
    question: 'how long does it take to recover from a partial knee replacement compared to a total',
    pages: P.pkr,
    fact: /quicker recovery|recover more quickly|shorter hospital stay/i,
  },
  {
    question: 'when can i kneel after a knee replacement, i do a lot of gardening',
    pages: P.tkr,
    fact: /kneel/i,
  },
  {
    question: 'when do the clips/stitches come out after knee surgery',
    pages: [...P.tkr, ...P.kneeArthroscopy, ...P.patella, '/PreAndPostcare'],
    fact: /stitches|clips|steristrips/i,
  },
  {
    question: 'does being overweight make a difference for knee replacement',
    pages: [...P.tkr, ...P.prepare, ...P.kneeArthritis],
    fact: /weight/i,
  },
  {
    question: 'how soon can i go back to the gym after knee replacement',
    pages: P.tkr,
    fact: /cycling|exercise bike|swimming|months/i,
  },
  { question: 'can i ride a bike after a knee replacement', pages: P.tkr, fact: /cycling|exercise bike/i },
  {
    question: 'what exercises should i do after knee replacement',
    pages: P.tkr,
    fact: /bend|straighten|thigh/i,
  },
  {
    question: 'when can i climb stairs after knee replacment',
    pages: P.tkr,
    fact: /stairs/i,
  },
  { question: 'can i go swimming after a knee replacement', pages: P.tkr, fact: /swimming/i },
  {
    question: 'what anaesthetic do you use for knee replacements',
    pages: P.tkr,
    fact: /spinal/i,
  },
  {
    question: 'how long does the operation take for a knee replacement',
    pages: [...P.tkr, ...P.pkr],
    fact: /one to two hours|1-2 hours/i,
  },
  {
    question: 'how do i know if i need a knee replacement',
    pages: [...P.tkr, ...P.kneeArthritis],
    fact: /3-6 months|sleep|daily life/i,
  },
  {
    question: 'my dad had his knee replaced 3 months ago and its still stiff, he cant bend it much, is that normal?',
    pages: [...P.kneeMua, ...P.tkr],
    fact: /stiff/i,
  },
  {
    question: 'is it normal to have numbness on the outside of the knee scar',
    pages: [...P.tkr, ...P.kneeArthroscopy, ...P.acl],
    fact: /numb patch|numb area/i,
  },
  {
    question: "can't sleep because of knee pain after the operation, what helps",
    pages: [...P.tkr, ...P.kneeArthroscopy, '/PreAndPostcare'],
    fact: /painkillers|ice|raise/i,
  },
  {
    question: 'can i walk on my knee straight after the operation',
    pages: [...P.tkr, ...P.kneeArthroscopy, ...P.kneeHub],
    fact: /walk/i,
  },
  {
    question: 'can i use a walking stick instead of crutches after knee surgery',
    pages: [...P.tkr, ...P.kneeArthroscopy, ...P.nonSurgicalKnee, '/PreAndPostcare'],
    fact: /stick/i,
  },
  { question: 'what is a revision knee replacement', pages: P.revision, fact: /replac|revision/i },
  {
    question: 'can I have both knees done at the same time',
    pages: [...P.tkr, ...P.booking],
    fact: contactRoute,
  },
  {
    question: 'how long do i have to wait between having each knee done',
    pages: [...P.tkr, ...P.booking],
    fact: contactRoute,
  },
  {
    question:
      'hiya, had my tkr done 5 weeks ago at the private hosp, physio going ok but wondering when i can get back behind the wheel, its a manual',
    pages: P.tkr,
    fact: /emergency stop|six weeks/i,
  },
  {
    question:
      'Been suffering with my knee for years now, GP has given me tablets and they dont touch it, at what point do you think about replacing it??',
    pages: [...P.tkr, ...P.kneeArthritis, ...P.kneeHub],
    fact: /3-6 months|sleep|daily life/i,
  },
  { question: 'kne replacement how long off work office job', pages: P.tkr, fact: /six weeks|desk/i },
  {
    question: 'my sister had a knee replacment and said the first 2 weeks were awful, what is the pain like honestly',
    pages: P.tkr,
    fact: /pain/i,
  },
  {
    question: 'what happens if i dont have the knee replacement, will it get worse',
    pages: [...P.kneeArthritis, ...P.tkr],
    fact: /not always get worse|come and go|worse/i,
  },
  { question: 'wat is a unicompartmental knee', pages: P.pkr, fact: /worn part|one part|inner side/i },
  {
    question: 'do i need someone at home with me after my knee op',
    pages: [...P.tkr, ...P.kneeArthroscopy, ...P.pkr, ...P.prepare],
    fact: /stay with you|help at home/i,
  },

  // Hip replacement
  {
    question: "my husband is having his hip replaced next month, how long will he be off work? he's a builder",
    pages: thrPages,
    fact: /physical jobs|three months|longer off work/i,
  },
  { question: 'can i go back to playing golf after a hip replacement', pages: P.thr, fact: /golf/i },
  {
    question: 'how long do you stay in hospital for a hip replacement',
    pages: thrPages,
    fact: /few days|three nights/i,
  },
  { question: 'when can i have a bath after hip replacement', pages: P.thr, fact: /bath/i },
  {
    question: 'when can I fly after a hip replacement? we have a holiday booked to spain',
    pages: P.thr,
    fact: /flight|blood clot|talk to your team/i,
  },
  {
    question: 'Can I sleep on my side after a hip replacement?',
    pages: P.thr,
    fact: /pillow between your knees|on your back/i,
  },
  {
    question: 'how long do i need crutches after hip replacement',
    pages: thrPages,
    fact: /stick|few weeks/i,
  },
  {
    question: 'what positions should i avoid after my hip op so it doesnt dislocate',
    pages: P.thr,
    fact: /bending|twisting|crossing/i,
  },
  {
    question: 'will my legs be the same length after hip replacement',
    pages: thrPages,
    fact: /longer|shorter|leg length/i,
  },
  {
    question:
      'hi there, my mum (78) has been told she needs a new hip, she lives alone and is worried about coping at home after, how long till she can look after herself?',
    pages: thrPages,
    fact: /few months|few weeks|everyday activities/i,
  },
  {
    question: 'is a hip replacement done under general anaesthetic or can i be awake',
    pages: P.thr,
    fact: /spinal/i,
  },
  {
    question: 'will i need a blood thinner after my hip operation',
    pages: thrPages,
    fact: /blood-thinning|blood thinn/i,
  },
  {
    question: 'do i have to wear those stockings after my hip replacement',
    pages: P.thr,
    fact: /stockings/i,
  },
  {
    question: 'my hip replacement is 15 years old and is getting painful, can it be redone',
    pages: thrPages,
    fact: /revision|replaced again/i,
  },
  {
    question: 'is there a guide for hip replacement patients',
    pages: [...P.hipGuides, ...P.usefulLinks],
    fact: /\/guides\/hip-replacement/,
  },
  {
    question: 'will i set off the airport scanner with my new hip',
    pages: P.thr,
    fact: /airport|metal detector/i,
  },
  {
    question: 'when can I have sex after a hip replacement (embarrassing to ask sorry)',
    pages: P.thr,
    fact: /comfortable|few weeks/i,
  },
  {
    question: 'how long before i can walk without a stick after hip surgery',
    pages: thrPages,
    fact: /stick|no aid|walking aid/i,
  },
  {
    question: 'what is hip resurfacing and do you do it',
    pages: P.thr,
    fact: /capped|metal/i,
  },
  {
    question: 'what is the anterior approach for hip replacement',
    pages: P.thr,
    fact: /front/i,
  },
  {
    question: 'how long is the scar after a hip replacement',
    pages: P.thr,
    fact: /cut|incision/i,
  },
  {
    question: 'can i play tennis after a hip replacement',
    pages: P.thr,
    fact: /high-impact|ask your surgeon|talk to/i,
  },
  { question: 'what are the risks of a hip replacement', pages: thrPages, fact: /dislocation|infection/i },
  { question: 'hip replacment recovery time pls', pages: thrPages, fact: /weeks|months/i },
  {
    question: 'after hip op when can i put my socks and shoes on myself',
    pages: P.thr,
    fact: /sock aid|shoehorn|long-handled/i,
  },

  // Hip problems and treatment without surgery
  {
    question: 'do steroid injections in the hip work and how long do they last',
    pages: P.hipInjection,
    fact: /1-3 months/,
  },
  { question: 'When should I consider surgery for my hip?', pages: P.nonSurgicalHip, fact: /3-6 months/ },
  {
    question: 'my hip hurts in the groin when i walk, what treatments are there apart from a replacement',
    pages: P.nonSurgicalHip,
    fact: /exercise|physiotherapy|injection/i,
  },
  {
    question: 'can you tell me about hip arthritis symptoms',
    pages: [...P.nonSurgicalHip, ...P.thr],
    fact: /groin|stiff/i,
  },
  { question: 'what is hip impingement (FAI)', pages: P.hipArthroscopy, fact: /pinch/i },

  // ACL, meniscus, arthroscopy, kneecap
  {
    question: 'whats the recovery time after acl reconstruction, i play football on sundays',
    pages: P.acl,
    fact: /9 months/,
  },
  { question: 'when can i go back to skiing after acl surgery', pages: P.acl, fact: /9 months/ },
  {
    question: 'do i need surgery for a torn acl or can physio fix it',
    pages: P.acl,
    fact: /physiotherapy alone|manage well|not everyone/i,
  },
  { question: 'which graft do you use for acl reconstruction', pages: P.acl, fact: /hamstring/i },
  {
    question: 'how long off work after acl reconstruction? im a plumber',
    pages: P.acl,
    fact: /physical (work|jobs)|desk/i,
  },
  {
    question: 'how long after acl surgery can i drive an automatic',
    pages: P.acl,
    fact: /emergency stop|off crutches/i,
  },
  { question: 'what is the success rate of ACL reconstruction', pages: P.acl, fact: /90-95%/ },
  { question: 'acl recontruction return to sport', pages: P.acl, fact: /9 months/ },
  {
    question: 'I tore my meniscus playing five a side, does it always need an operation?',
    pages: P.meniscus,
    fact: /physiotherapy|never need an operation|not every/i,
  },
  {
    question: 'how long after a meniscus repair before i can run',
    pages: P.meniscus,
    fact: /few months|longer wait before sport|slower/i,
  },
  { question: 'can a torn meniscus heal on its own', pages: P.meniscus, fact: /outer edge|blood supply/i },
  { question: 'menicus tear no surgery options', pages: P.meniscus, fact: /physiotherapy|exercise/i },
  {
    question: 'what is a knee arthroscopy and how long does it take to recover',
    pages: P.kneeArthroscopy,
    fact: /48 hours|week|4-5 days/i,
  },
  { question: 'when can i drive after keyhole surgery on my knee', pages: P.kneeArthroscopy, fact: /4-5 days/ },
  {
    question: 'i had an arthroscopy 2 days ago, how long before i can go back to work, desk job',
    pages: P.kneeArthroscopy,
    fact: /desk jobs|within days|about a week/i,
  },
  { question: 'will i need physio after an arthroscopy', pages: P.kneeArthroscopy, fact: /exercises|physiotherap/i },
  {
    question: 'my kneecap keeps popping out, what can be done about it',
    pages: P.patella,
    fact: /physiotherapy|stabilisation|MPFL/i,
  },
  {
    question: 'recovery after kneecap stabilisation surgery? my daughter is 16 and does netball',
    pages: P.patella,
    fact: /3-4 months/,
  },
  {
    question: 'my knee clicks and locks sometimes, what could cause that',
    pages: [...P.meniscus, ...P.kneePainGuide, ...P.kneeArthroscopy, ...P.kneeArthritis],
    fact: /menisc|loose piece|cartilage/i,
  },
  {
    question: "what's an MRI going to show",
    pages: [...P.meniscus, ...P.acl, ...P.patella, ...P.kneePainGuide, ...P.anteriorKneePain, ...P.kneeArthritis],
    fact: /MRI/,
  },
  { question: 'what is the recovery for a cartilage repair', pages: P.cartilage, fact: /crutches|months/i },

  // Knee problems and treatment without surgery
  {
    question: 'are knee injections worth trying before surgery',
    pages: [...P.kneeInjection, ...P.nonSurgicalKnee],
    fact: /flare|wears off|short-term/i,
  },
  {
    question: 'what is PRP and does it help knee arthritis',
    pages: [...P.nstride, ...P.nonSurgicalKnee],
    fact: /platelet|limited|evidence|vary/i,
  },
  {
    question: 'what can i do for my knee arthritis without having an operation',
    pages: P.nonSurgicalKnee,
    fact: /exercise/i,
  },
  {
    question: 'How long should I try physio before thinking about knee surgery?',
    pages: [...P.nonSurgicalKnee, ...P.kneeHub],
    fact: /3-6 months/,
  },
  {
    question: 'whats osteotomy? my friend had one instead of a replacement',
    pages: P.osteotomy,
    fact: /cut|angle|realign/i,
  },
  {
    question: 'what is patellofemoral pain and how is it treated',
    pages: [...P.anteriorKneePain, ...P.kneePainGuide],
    fact: /exercise|strength/i,
  },
  { question: 'jumpers knee treatment?', pages: [...P.anteriorKneePain, ...P.kneePainGuide], fact: /tendon|exercise/i },
  {
    question: 'i think i have runners knee, pain round the kneecap when i run',
    pages: [...P.anteriorKneePain, ...P.kneePainGuide],
    fact: /exercise|strength|physiotherap|reduc/i,
  },
  { question: "what is a baker's cyst", pages: P.kneePainGuide, fact: /fluid-filled/i },
  {
    question: 'what causes knee pain when going down stairs',
    pages: [...P.anteriorKneePain, ...P.kneeArthritis, ...P.patella],
    fact: /kneecap|stairs/i,
  },
  {
    question: 'my knee swells up after i walk the dog, its worse in the cold, im 60, what can i try before surgery',
    pages: P.nonSurgicalKnee,
    fact: /exercise|weight/i,
  },
  {
    question: 'ive read about stem cell injections for knees, do you do them',
    pages: [...P.orthobiologics, ...P.nstride],
    fact: /stem cell|evidence|orthobiologic/i,
  },
  {
    question: 'how long does a cortisone jab in the knee last',
    pages: [...P.kneeInjection, ...P.kneeArthritis],
    fact: /varies|wears off|short-term|for a while/i,
  },

  // Fees, insurance, booking and the practice
  { question: 'how much is a private consultation', pages: P.fees, fact: /written quote/i },
  {
    question: 'how much does a private hip replacement cost if i pay myself',
    pages: P.fees,
    fact: /written quote|fixed-price/i,
  },
  { question: 'do you accept bupa', pages: P.fees, fact: /Bupa/i },
  { question: 'im with axa health, can i see him privately', pages: [...P.fees, ...P.booking], fact: /AXA/i },
  {
    question: 'do i need a GP referral to book an appointment',
    pages: [...P.booking, ...P.nhsPractice, ...P.fees],
    fact: /referral/i,
  },
  {
    question: 'can I see him on the NHS or is it private only',
    pages: [...P.nhsPractice, ...P.booking, ...P.fees],
    fact: /Avonside|referral/i,
  },
  {
    question: 'where are the clinics held',
    pages: [...P.privatePractice, ...P.nhsPractice, ...P.booking],
    fact: /Oakfield|Avonside/,
  },
  {
    question: 'what is the phone number for appointments',
    pages: [...P.booking, ...P.privatePractice, ...P.nhsPractice],
    fact: /01632 960123|020 7946 0456/,
  },
  {
    question: "what are the secretary's opening hours",
    pages: [...P.privatePractice, ...P.nhsPractice, ...P.booking],
    fact: /\d\d:\d\d/,
  },
  { question: 'how do i book an appointment', pages: P.booking, fact: /01632 960123|appointments@example\.com/ },
  { question: 'Can I read what other patients said?', pages: P.stories, fact: /patient-success-stories/ },
  {
    question: 'how do i leave a review about my operation',
    pages: [...P.stories, ...P.testimonials],
    fact: /share your story/i,
  },
  { question: 'is there a physio near kenilworth you recommend', pages: P.physio, fact: /Kenilworth/ },
  { question: 'physiotherapy in coventry?', pages: P.physio, fact: /Coventry/ },
  { question: 'whats the my iop app or whatever its called', pages: P.miop, fact: /MiOp/ },
  {
    question: 'is there a booklet i can download about knee replacement',
    pages: [...P.tkr, ...P.usefulLinks],
    fact: /\/guides\//,
  },
  { question: 'what qualifications does the surgeon have', pages: P.about, fact: /FRCS|MBChB/ },
  {
    question: 'does he have any financial links to implant companies',
    pages: P.fees,
    fact: /financial interest|declares/i,
  },
  {
    question: 'what do you do with my personal information if i send an enquiry',
    pages: P.privacy,
    fact: /enquir/i,
  },
  { question: 'how long will you keep my message', pages: P.privacy, fact: /12 months/ },
  {
    question: 'the website is hard to read on my phone, who do i tell',
    pages: P.accessibility,
    fact: /email|phone|contact|report/i,
  },
  {
    question: 'what happens at the first appointment',
    pages: ['/PreAndPostcare', ...P.booking, ...P.fees],
    fact: /first appointment/i,
  },
  {
    question: 'what should i bring to my consultation',
    pages: [...P.privatePractice, ...P.booking, ...P.fees],
    fact: /authorisation code/i,
  },
  { question: 'is the surgery done at a private hospital, which one', pages: P.privatePractice, fact: /Oakfield/ },
  {
    question: 'can i get a second opinion from mr ashworth',
    pages: [...P.booking, ...P.kneePainGuide],
    fact: contactRoute,
  },
  { question: 'does insurance cover robotic surgery', pages: P.fees, fact: /insurer|authoris/i },
  { question: 'what does "fixed price package" mean for self pay', pages: P.fees, fact: /fixed-price package/i },
  {
    question: 'how do i cancel my appointment',
    pages: [...P.booking, ...P.nhsPractice, ...P.privatePractice],
    fact: /appointment letter|01632 960123|020 7946 0456/,
  },
  { question: 'do you treat sports injuries in children', pages: [...P.about, ...P.booking], fact: contactRoute },
  {
    question: 'does privat medical insurance pay for all of it or will i get a bill',
    pages: P.fees,
    fact: /shortfall|excess/i,
  },
  {
    question: 'can i get my hip done on the nhs with him, the waiting list near me is huge',
    pages: [...P.nhsPractice, ...P.fees, ...P.booking],
    fact: /referral|waiting list/i,
  },
  { question: 'is there parking at the hospital', pages: [...P.privatePractice, ...P.nhsPractice], fact: contactRoute },

  // Follow-ups: the earlier question is asked first, as in a conversation
  {
    history: ["I'm having a hip replacement in June"],
    question: 'when will I be able to drive?',
    pages: P.thr,
    fact: /six weeks|emergency stop/i,
  },
  {
    history: ['I had kneecap stabilisation surgery last week'],
    question: 'when can I drive?',
    pages: P.patella,
    fact: /2-4 weeks/,
  },
  {
    history: ['thinking about a partial knee replacement'],
    question: 'how long will it last?',
    pages: P.pkr,
    fact: /years|another operation|further surgery/i,
  },
  {
    history: ['my surgeon says I need an ACL reconstruction'],
    question: 'how long will i be off work',
    pages: P.acl,
    fact: /desk|physical/i,
  },
  {
    history: ["I'm booked for a knee arthroscopy"],
    question: 'and can I go back to the gym after?',
    pages: P.kneeArthroscopy,
    fact: /sport|strength|exercise/i,
  },
  {
    history: ["I've got arthritis in my hip"],
    question: 'what can I do apart from surgery?',
    pages: P.nonSurgicalHip,
    fact: /exercise|physiotherapy/i,
  },
  { history: ['how much is a consultation'], question: 'and do you take aviva?', pages: P.fees, fact: /Aviva/ },
  {
    history: ['I had a total knee replacement'],
    question: 'when can i have a bath',
    pages: P.tkr,
    fact: /bath|clean and dry|healed/i,
  },
  {
    history: ['hip replacement next week'],
    question: 'what should i avoid doing afterwards',
    pages: P.thr,
    fact: /bending|twisting|crossing/i,
  },
  {
    history: ['meniscus tear confirmed on mri'],
    question: "whats the recovery like if it's repaired",
    pages: P.meniscus,
    fact: /slower|crutches|brace/i,
  },
  {
    history: ['been having hip steroid injections'],
    question: 'how long does one last',
    pages: P.hipInjection,
    fact: /1-3 months/,
  },
  {
    history: ['my knee replacement was 2 weeks ago'],
    question: 'when can i go back to work, im a teacher',
    pages: P.tkr,
    fact: /six weeks|desk|three months/i,
  },
  {
    history: ['looking at having the robotic knee op'],
    question: 'what are the benefits',
    pages: [...P.robotic, ...P.tkr, ...P.pkr],
    fact: /precise|plan|accura/i,
  },
  {
    history: ["I'm 45 and my knee is wrecked from football"],
    question: 'would I be too young for a replacement?',
    pages: [...P.tkr, ...P.kneeArthritis, ...P.osteotomy],
    fact: /no age limit|age/i,
  },
  {
    history: ['I want to see him privately'],
    question: 'how do I book',
    pages: P.booking,
    fact: /01632 960123|appointments@example\.com/,
  },
];
