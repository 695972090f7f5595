import { describe, expect, it } from 'vitest';

import { chatReplies } from '@/content/chat';

import { answerOffline, prepareAnswer } from './answer';
import { buildIndexFile, loadIndex } from './chat-index';
import { buildChatIndexFile } from './corpus';
import type { Passage } from './types';

const passages: Passage[] = [
  {
    id: 'a',
    url: '/knee-procedures/knee-arthroscopy#recovery',
    pageTitle: 'Keyhole knee surgery (knee arthroscopy)',
    heading: 'Recovery',
    body: [
      'After a simple arthroscopy:',
      '- rest for the first 48 hours',
      '- you may be able to drive after about 4-5 days',
    ],
    keywords: '',
    kind: 'section',
  },
  {
    id: 'b',
    url: '/#private-practice',
    pageTitle: 'Practice',
    heading: 'Private Practice',
    body: ['- **Clinic hours:** Tuesday 08:30-18:00'],
    keywords: 'clinic hours opening times',
    kind: 'practice',
  },
];
const index = loadIndex(buildIndexFile(passages, ''));
/** The index with one more passage than the test passages. */
const indexWith = (passage: Passage) => loadIndex(buildIndexFile([...passages, passage], ''));
/** The index with the NHS practice's passage, which says how to be seen on the NHS (never how long the wait is). */
const withNhs = indexWith({
  id: 'n',
  url: '/#nhs-practice',
  pageTitle: 'Practice',
  heading: 'NHS Practice',
  body: ['NHS appointments need a referral from your GP or another healthcare professional.'],
  keywords: 'nhs appointments referral',
  kind: 'practice',
});

describe('answering offline', () => {
  it('composes the reply from the best passage, with a link to it and its source', () => {
    const answer = answerOffline(index, 'When can I drive after keyhole surgery?');
    expect(answer.kind).toBe('answer');
    expect(answer.urgency).toBe('none');
    expect(answer.reply).toContain('drive after about 4-5 days');
    expect(answer.reply).toContain('(</knee-procedures/knee-arthroscopy#recovery>)');
    expect(answer.reply).toContain('[book a consultation](/#contact)');
    expect(answer.sources).toEqual([
      { title: 'Keyhole knee surgery (knee arthroscopy): Recovery', url: '/knee-procedures/knee-arthroscopy#recovery' },
    ]);
  });

  it('answers practice questions without the personal-advice line', () => {
    const answer = answerOffline(index, 'What are your opening times?');
    expect(answer.reply).toContain('Tuesday 08:30-18:00');
    expect(answer.reply).not.toContain('book a consultation');
    expect(answer.sources[0]).toEqual({ title: 'Private Practice', url: '/#private-practice' });
  });

  it('signposts red flags with their urgency, before any search', () => {
    const emergency = answerOffline(index, 'I have chest pain after keyhole surgery');
    expect(emergency).toEqual({
      kind: 'emergency',
      urgency: 'emergency',
      reply: chatReplies.emergency(['chest-pain']),
      sources: [],
      flags: ['chest-pain'],
    });
    const urgent = answerOffline(index, 'my calf is hot and swollen since the arthroscopy');
    expect(urgent).toMatchObject({ kind: 'urgent', urgency: 'urgent', reply: chatReplies.urgent(['calf-clot']) });
    expect(urgent.reply).toContain('NHS 111');
    expect('fixed' in prepareAnswer(index, 'I have chest pain')).toBe(true);
  });

  it('starts with the red-flag checklist when someone describes a symptom no flag matches, then answers', () => {
    const answer = answerOffline(index, 'my knee is stiff and aching after keyhole surgery, when can I drive?');
    expect(answer.urgency).toBe('none');
    expect(answer.safetyNet).toBe(true);
    expect(answer.reply.startsWith(chatReplies.checkFirst())).toBe(true);
    expect(answer.reply).toContain('drive after about 4-5 days');
  });

  it('shows no checklist for a question about symptoms in general, or one the visitor says they do not have', () => {
    for (const question of ['What are the signs of a blood clot?', 'I have no swelling or pain, when can I drive?']) {
      const answer = answerOffline(index, question);
      expect(answer.safetyNet, question).toBeUndefined();
      expect(answer.reply, question).not.toContain(chatReplies.checkFirst());
    }
  });

  it('says plainly that our pages do not cover a question about another part of the body, citing no clinical page', () => {
    const answer = answerOffline(index, 'Do you operate on shoulders?');
    expect(answer).toMatchObject({ kind: 'not-covered', reply: chatReplies.notCovered, urgency: 'none' });
    expect(answer.sources.map((source) => source.url)).toEqual(['/#contact']);
  });

  it('says so for another service (a booster, cosmetic surgery) whatever joint it names', () => {
    for (const question of [
      'Can I book my covid booster through you',
      'does he do liposuction on fat knees',
      'are you hiring nurses at the moment',
      'how long is the waiting list for a knee replacement',
      'how long do people have to wait for a new hip on the nhs these days',
      'can I get a sick note for my sore throat',
      'whats a good cream for eczema on my knees',
      "what's the best protein powder for rugby",
      'how do I set up lasting power of attorney for my mum before her op',
      'can you recommend a good care home near the hospital',
      'do you do HGV medicals',
      'is there a cafe near the hospital',
      'my nan needs a new care home, which one is good',
      'can you help with my council housing form',
      "can you repeat my wife's blood pressure prescription",
      'whats the best diet for losing weight fast',
      'can you recommend a good football club for my daughter',
      'when are the school half terms this year',
      'is there a decent joiner near the hospital who can put up banisters',
      'do you know a good kitchen fitter',
      'does my travel insurance cover a new hip abroad',
      'which golf clubs are best for a beginner',
      'is there a reliable mobility company that fits grab rails',
      'will my van insurance cost more while I cannot drive',
      'what is the cheapest private medical insurance for a couple in their sixties',
      'could you renew my thyroid prescription please',
      'which running shoe is best for flat feet',
      'where does mum go for her asthma review',
      'how can I switch to a different GP surgery',
      'can you recommend a tattoo artist to cover a scar',
      'is it cheaper to have the operation done abroad',
      'who is the best knee surgeon',
      'is there a creche at the hospital for my toddler',
      'does the surgeon see dogs',
      'how much is a stairlift for the house',
      'who is the best hip surgeon in England',
      'what will the weather be like for my appointment on Monday',
      "what is the consultant's favourite rugby team",
      'what are the opening hours of the hospital pharmacy',
      'my dentures are loose since I lost weight, who sorts that',
      'which hockey stick is best for a beginner',
      'how do I apply for a nursing job at the hospital',
      'can you help with her GCSE maths revision',
      'whats a good revision timetable for exams',
      'can i get a knee brace on prescription from my gp',
      'my daughter gets really bad period pains, can the surgeon help with that',
      'how do i get him referred to a sports psychologist',
      'can you book me a taxi to the hospital',
      'can you book me in with my GP',
      'what football boots are best for bad knees',
      'can my club cancel my contract if im injured a long time',
      "what's the quickest train from Bath to London",
      'how do i renew my driving licence',
      'how do I get child benefit for my son',
      'how do i get rid of spots before prom',
      'is there a bus from blackburn to manchester airport',
      "what's the price of a new quad bike",
      'How to remove limescale from shower glass without scratching?',
      'can you help me write my CV for a coaching job',
      'what do care homes cost in Wales per week',
      'can you recommend running shoes for overpronation',
    ]) {
      expect(answerOffline(index, question).kind, question).toBe('not-covered');
    }
  });

  it('answers what our pages say of shoes, of telling a car insurer before driving and of a knee in cold weather', () => {
    for (const question of [
      'which shoes are best after a hip replacement',
      'do I need to tell my car insurance company before I drive after my knee replacement',
      'does cold weather make knee arthritis worse',
      'how long before my new knee bends properly? I was a teacher, so I do like to know the timetable',
    ]) {
      expect(answerOffline(index, question).kind, question).not.toBe('not-covered');
    }
  });

  it('says another part of the body is not covered when a diagnosis is asked for it, and refuses a dose as ever', () => {
    expect(answerOffline(index, 'I fell on my wrist, is it broken?').kind).toBe('not-covered');
    expect(answerOffline(index, 'my back pain goes down my leg, could it be sciatica').kind).toBe('not-covered');
    expect(answerOffline(index, 'I play vets rugby, should I have the ACL operation or just physio?').kind).toBe(
      'personal-advice',
    );
    expect(answerOffline(index, 'how much ibuprofen can I take for my wrist').kind).toBe('personal-advice');
  });

  it('refuses personal advice kindly, pointing to a consultation', () => {
    const answer = answerOffline(index, 'How much ibuprofen can I take after keyhole surgery?');
    expect(answer).toMatchObject({ kind: 'personal-advice', urgency: 'none', reply: chatReplies.medicine });
    expect(answer.sources).toEqual([{ title: 'Book a consultation', url: '/#contact' }]);
  });

  it('answers from a passage that answers a general aspect asked, when none answers every one', () => {
    const answer = answerOffline(withNhs, 'do I need a letter from my GP for an appointment, or can I just ring?');
    expect(answer.kind).toBe('answer');
    expect(answer.reply).toMatch(/referral from your GP/);
  });

  it('says the NHS wait is not on our pages, then what they say about NHS care, citing it', () => {
    const answer = answerOffline(withNhs, 'how long is the nhs waiting list for a hip replacement?');
    expect(answer.kind).toBe('not-covered');
    expect(answer.reply.startsWith(chatReplies.waitingTimeNotStated)).toBe(true);
    expect(answer.reply).toMatch(/referral from your GP/);
    expect(answer.sources.map((source) => source.url)).toEqual(['/#nhs-practice', '/#contact']);
  });

  it('reads "how long do I need to wait" after an operation as recovery, not the waiting list', () => {
    const answer = answerOffline(index, 'after my knee replacement how long do I need to wait before a long flight');
    expect(answer.kind).not.toBe('not-covered');
  });

  it('says parking is not on our pages, then where the clinics are, citing it', () => {
    const withClinics = indexWith({
      id: 'p',
      url: '/#private-practice',
      pageTitle: 'Practice',
      heading: 'Private Practice: Oakfield Private Hospital, address',
      body: ['- **Address:** Oakfield Private Hospital, 12 Oakfield Lane, Leamington Spa'],
      keywords: 'where location address hospital clinic',
      kind: 'practice',
    });
    const answer = answerOffline(withClinics, 'is there parking at the private hospital?');
    expect(answer.kind).toBe('not-covered');
    expect(answer.reply.startsWith(chatReplies.parkingNotStated)).toBe(true);
    expect(answer.reply).toMatch(/Oakfield Private Hospital/);
    // The passage it cites is the one a model is given, so a model's reply can say where the clinics are too.
    const prepared = prepareAnswer(withClinics, 'is there parking at the private hospital?');
    expect('ranked' in prepared && prepared.ranked.map((r) => r.passage.url)).toEqual(['/#private-practice']);
  });

  it('says so when nothing on the site matches', () => {
    expect(answerOffline(index, 'xylophone zebra')).toMatchObject({ kind: 'not-found', reply: chatReplies.notFound });
  });

  it('keeps the topic of the conversation for a follow-up without one', () => {
    const history = [
      { role: 'user' as const, content: 'I am having a knee arthroscopy next week' },
      { role: 'assistant' as const, content: 'Here is what our page says.' },
    ];
    expect(answerOffline(index, 'when can I drive?', history).reply).toContain('4-5 days');
  });

  it('does not answer a new question from the previous one alone', () => {
    const history = [{ role: 'user' as const, content: 'When can I drive after an arthroscopy?' }];
    expect(answerOffline(index, 'xylophone zebra', history).kind).toBe('not-found');
  });

  it('refuses a diagnosis asked about one of our topics kindly, then says what our pages say about it', () => {
    const answer = answerOffline(
      index,
      'My knee clicks, could it be arthritis? And how long is recovery after knee arthroscopy?',
    );
    expect(answer.kind).toBe('personal-advice');
    const refusalAt = answer.reply.indexOf(chatReplies.diagnosis);
    expect(refusalAt).toBeGreaterThanOrEqual(0);
    expect(answer.reply.indexOf('drive after about 4-5 days')).toBeGreaterThan(refusalAt);
    expect(answer.sources.map((source) => source.url)).toContain('/knee-procedures/knee-arthroscopy#recovery');
  });

  it('gives same-day advice for a warning sign first, then answers the question asked with it', () => {
    const withAcl = indexWith({
      id: 'acl',
      url: '/Conditions/acl#background',
      pageTitle: 'ACL injuries',
      heading: 'Background',
      body: [
        'The anterior cruciate ligament (ACL) is a strong band inside your knee. A torn ACL does not heal on its own.',
      ],
      keywords: 'acl cruciate ligament',
      kind: 'section',
    });
    const answer = answerOffline(withAcl, 'he heard a pop in his knee at rugby and it swelled up. what is an ACL tear');
    expect(answer).toMatchObject({ kind: 'urgent', urgency: 'urgent', flags: ['knee-swelled-after-injury'] });
    expect(answer.reply.startsWith(chatReplies.urgent(['knee-swelled-after-injury']))).toBe(true);
    expect(answer.reply.indexOf('does not heal on its own')).toBeGreaterThan(
      answer.reply.indexOf(chatReplies.answerAfterWarning),
    );
    expect(answer.sources.map((source) => source.url)).toContain('/Conditions/acl#background');
    // Said without a question, the warning is the whole reply; an emergency is always its reply alone
    expect(
      answerOffline(withAcl, 'he heard a pop in his knee at rugby and it swelled up, the physio thinks it is his ACL')
        .reply,
    ).toBe(chatReplies.urgent(['knee-swelled-after-injury']));
    expect(answerOffline(withAcl, 'my chest hurts when I breathe after my ACL op, what is an ACL tear?').reply).toBe(
      chatReplies.emergency(['chest-pain']),
    );
  });

  it('never adds pages to a refusal of a dose', () => {
    const answer = answerOffline(index, 'How many co-codamol can I take after knee arthroscopy?');
    expect(answer.kind).toBe('personal-advice');
    expect(answer.reply).toBe(chatReplies.medicine);
  });

  it('refuses to say whether to stop a medicine before an operation, then says what the pages say of usual medicines', () => {
    const withMedicines = indexWith({
      id: 'm',
      url: '/PreAndPostcare#pre-op-planning',
      pageTitle: 'Preparing for surgery',
      heading: 'Pre-Op Planning',
      body: ['Do not stop any medicine unless you are told to. Tell the team if you take medicine to thin your blood.'],
      keywords: '',
      kind: 'section',
    });
    const answer = answerOffline(withMedicines, 'my dad is on warfarin, will he have to stop it before his knee op');
    expect(answer.kind).toBe('personal-advice');
    expect(answer.reply.startsWith(chatReplies.medicine)).toBe(true);
    expect(answer.reply).toContain('Do not stop any medicine unless you are told to.');
    expect(answerOffline(withMedicines, 'how much warfarin can he take before his knee op').reply).toBe(
      chatReplies.medicine,
    );
  });

  it('answers low mood and thoughts of suicide with the crisis reply: 999, NHS 111 option 2, Samaritans', () => {
    for (const message of ['Since the operation I cry every day and I am not coping', 'I just want to die']) {
      const answer = answerOffline(index, message);
      expect(answer.reply).toContain(chatReplies.crisis);
      expect(answer.reply).toMatch(/option 2/);
    }
    expect(answerOffline(index, 'Since the operation I cry every day and I am not coping').kind).toBe('urgent');
  });
});

describe('answering offline from our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('reads physiotherapy as a treatment and a smartphone as a device in a follow-up, keeping its topic', () => {
    const acl = [{ role: 'user' as const, content: 'my grandson has torn his ACL playing rugby' }];
    const physio = answerOffline(site, 'does he need an operation or can physio sort it out on its own?', acl);
    expect(physio.sources[0]?.url).toMatch(/^\/Conditions\/acl/);
    const app = [{ role: 'user' as const, content: 'whats that app you use for patients' }];
    const phone = answerOffline(site, 'is it free and do i need a smart phone for it?', app);
    expect(phone.sources[0]?.url).toMatch(/^\/PreAndPostcare\/miop-app/);
  });

  it('answers a question whose story after it names what our pages do not ("her own chappals")', () => {
    const answer = answerOffline(
      site,
      'What do we need to bring to hospital for the operation day? she will want her own chappals',
    );
    expect(answer.kind).toBe('answer');
    expect(answer.sources[0]?.url).toBe('/PreAndPostcare#what-to-bring');
  });

  it('answers what to bring, asked with "shall"', () => {
    const answer = answerOffline(site, 'what shall i bring in to hospital when i go in for my op');
    expect(answer.kind).toBe('answer');
  });

  it('keeps the operation for a follow-up asking how often', () => {
    const hip = [{ role: 'user' as const, content: 'what exercises should i be doing after my hip op' }];
    const answer = answerOffline(site, 'how many times a day, i forget', hip);
    expect(answer.kind).toBe('answer');
    expect(answer.reply).toMatch(/several times a day/);
  });

  it("reads the surgeon's name and his years of hips as about him, and training for a sport as the sport", () => {
    expect(answerOffline(site, 'whats the surgeons name and how long has he been doing hips').sources[0]?.url).toBe(
      '/AboutMe#training',
    );
    const sport = answerOffline(
      site,
      'is there a leaflet on kneecap dislocation, my mate keeps popping his out in training',
    );
    expect(sport.sources[0]?.url).toMatch(/^\/Conditions\/kneecap-problems/);
  });

  it('reads lying on her back as a position, and "what is it I have to do" as no diagnosis', () => {
    const hip = [{ role: 'user' as const, content: 'my mum had her hip replacement 3 weeks ago' }];
    const side = answerOffline(site, 'when can she sleep on her side, she is very uncomfortable on her back', hip);
    expect(side.kind).toBe('answer');
    expect(answerOffline(site, 'what is it I have to do before the op').kind).not.toBe('personal-advice');
  });

  it('answers websites for information from our pages, and how much he has done as about him', () => {
    expect(answerOffline(site, "any good websites for info about knee arthritis you'd recommend?").kind).toBe('answer');
    expect(answerOffline(site, 'has he done a lot of these operations').kind).not.toBe('personal-advice');
  });

  it('reads opening the knee up as the operation, not opening hours', () => {
    const answer = answerOffline(site, 'is an ACL reconstruction keyhole or do they open the knee up');
    expect(answer.sources[0]?.url).not.toMatch(/^\/#/);
  });

  it('answers exercises before a knee operation from what to do before it', () => {
    const answer = answerOffline(site, 'what exercises should I be doing before my knee op to get ready');
    expect(answer.sources[0]?.url).toBe('/PreAndPostcare#health-optimization');
    expect(answer.reply).toMatch(/strengthen the muscles/);
  });

  it('reads an earlier message with the joint said before it', () => {
    const history = [
      { role: 'user' as const, content: 'my husband has arthritis in his hip' },
      { role: 'assistant' as const, content: 'Here is what our page says.' },
      { role: 'user' as const, content: 'he had a steroid injection in the spring' },
      { role: 'assistant' as const, content: 'Here is what our page says.' },
    ];
    const answer = answerOffline(site, 'can he have another one?', history);
    expect(answer.sources[0]?.url).toMatch(/^\/hip-procedures\/image-guided-hip-joint-injections/);
  });

  it("reads a mother's own pregnancy as hers, not a baby's hips", () => {
    expect(answerOffline(site, 'can an ACL reconstruction wait until I have had the baby').kind).not.toBe(
      'not-covered',
    );
  });

  it('answers what going private costs when the wait is asked too', () => {
    expect(
      answerOffline(site, 'how long is the wait to go private for a knee arthroscopy and how much is it').kind,
    ).not.toBe('not-covered');
  });

  it('reads whom a question is for as a person, not as a subject our pages never speak of', () => {
    const askedFor = (person: string) =>
      answerOffline(site, `what should ${person} bring to hospital for the operation`);
    expect(askedFor('I').kind).not.toBe('not-covered');
    for (const person of ['my mum', 'my mam', 'my grandad', 'my hubby', 'the missus']) {
      expect(askedFor(person), person).toEqual(askedFor('I'));
    }
  });

  it('reads a stairlift or childcare only mentioned as part of the story, not as what is asked', () => {
    expect(
      answerOffline(site, 'he has a stair lift at home but when can he climb the stairs after his knee replacement')
        .kind,
    ).not.toBe('not-covered');
  });

  it('reads chatter ("and stuff", "lol") as saying nothing of the subject', () => {
    expect(answerOffline(site, 'what does she take in to hospital, clothes and stuff').kind).toBe('answer');
  });

  it('says an answer to care after an operation it does not name is for a joint replacement, and asks which', () => {
    const unnamed = answerOffline(site, 'when can my aunt go back to work after the op, she does cleaning');
    expect(unnamed.reply.startsWith(chatReplies.operationNotNamed)).toBe(true);
    expect(unnamed.reply).toMatch(/desk jobs|physical/i);
    const named = answerOffline(site, 'when can my aunt go back to work after her knee arthroscopy');
    expect(named.reply).not.toContain(chatReplies.operationNotNamed);
  });
  it('answers an insurer named from the insurance section: that insurer of the list, and what to do before booking', () => {
    const answer = answerOffline(site, 'im with bupa, do i need a gp referral to see him');
    expect(answer.sources[0]?.url).toBe('/fees-and-declarations#using-health-insurance');
    expect(answer.reply).toContain('[Bupa](');
    expect(answer.reply).not.toContain('[AXA Health](');
    expect(answer.reply).toMatch(/authorisation code/);
    const cover = answerOffline(site, 'ive got health cover through work, what do i need to do first');
    expect(cover.sources[0]?.url).toBe('/fees-and-declarations#using-health-insurance');
  });

  it('answers whether the surgeon works in the NHS or privately from where he sees patients, naming both', () => {
    const answer = answerOffline(site, 'does he work on the nhs or is it just private');
    expect(answer.sources[0]?.url).toBe('/AboutMe#where');
    expect(answer.reply).toMatch(/Avonside[^]*Oakfield/);
  });

  it("says our pages do not cover choosing a school, a sports agent, work gear, a toddler's sleep, other places' and events' times, a licence medical or the canteen, but answers school sport after an operation", () => {
    for (const question of [
      'which college would be best for her to apply to next year',
      'how does a young rugby player find an agent',
      'can you recommend some decent knee pads for tiling floors',
      'any tips to get our 3 year old to sleep through',
      'when does the post office in town shut on a sunday',
      'what time does the local parkrun start',
      'will I need a medical to renew my HGV licence at 65',
      'is the hospital canteen open at weekends',
    ])
      expect(answerOffline(site, question).kind).toBe('not-covered');
    expect(answerOffline(site, 'when can he play school football again after his acl reconstruction').kind).toBe(
      'answer',
    );
  });

  it('says our pages do not cover training plans and diets of their own, but answers running after an operation', () => {
    for (const question of [
      'a good training plan for my first marathon please, aiming for 4 hours',
      'which diet is best for type 1 diabetes',
      'what is good to eat the evening before a half marathon',
    ])
      expect(answerOffline(site, question).kind).toBe('not-covered');
    expect(answerOffline(site, 'is there a running plan after acl reconstruction').kind).toBe('answer');
  });

  it("answers other patients' stories asked for about an operation from the stories page; not other patients alone", () => {
    const stories = answerOffline(site, 'are there any stories from other patients who had the partial knee done');
    expect(stories.kind).toBe('answer');
    expect(stories.sources[0]?.url).toBe('/patient-success-stories');
    const sport = answerOffline(site, 'are there stories from other people who had acl surgery and got back to sport');
    expect(sport.kind).toBe('answer');
    expect(sport.sources[0]?.url).toBe('/patient-success-stories');
    const pain = answerOffline(site, 'do other patients get pain after a knee replacement');
    expect(pain.sources[0]?.url).not.toBe('/patient-success-stories');
  });

  it('reads the app put "on mum\'s phone" as the device, not as phoning the practice', () => {
    const answer = answerOffline(site, "can you help me put it on mum's phone", [
      { role: 'user', content: 'what is the recovery app you give patients' },
    ]);
    expect(answer.sources[0]?.url).toMatch(/^\/PreAndPostcare\/miop-app/);
  });

  it('reads a plural spelt "-ys" as the "-ies" word ("storys"), not the nearest word ("stores")', () => {
    const stories = answerOffline(site, 'can i read some patient storys about knee replacements');
    expect(stories.sources[0]?.url).toBe('/patient-success-stories');
  });
});
