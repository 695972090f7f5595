import { describe, expect, it } from 'vitest';

import { buildIndexFile, loadIndex } from './chat-index';
import { buildChatIndexFile } from './corpus';
import { ASPECTS, isOutsideOurSubject } from './lexicon';
import { readQuestion } from './read';
import { rankedPages, rankPassages } from './rank';
import type { ChatTurn, Passage } from './types';

const passage = (
  url: string,
  pageTitle: string,
  heading: string,
  body: string,
  kind: Passage['kind'] = 'section',
): Passage => ({
  id: url,
  url,
  pageTitle,
  heading,
  body: [body],
  keywords: '',
  kind,
});

const passages = [
  passage(
    '/knee-procedures/knee-arthroscopy#recovery',
    'Keyhole knee surgery (knee arthroscopy)',
    'Recovery',
    'You may be able to drive after about 4-5 days.',
  ),
  passage(
    '/knee-procedures/knee-arthroscopy#risks',
    'Keyhole knee surgery (knee arthroscopy)',
    'Risks',
    'Infection and blood clots are uncommon.',
  ),
  passage(
    '/knee-procedures/partial-knee-replacement#recovery',
    'Partial knee replacement',
    'Recovery',
    'Most people walk on the day of surgery.',
  ),
  passage('/hip-procedures/hip-replacement#risks', 'Hip replacement', 'Risks', 'The new hip can dislocate.'),
  passage('/#private-practice', 'Practice', 'Private Practice', 'Clinic hours: Tuesday and Friday.', 'practice'),
  passage(
    '/fees-and-declarations#using-health-insurance',
    'Practice',
    'Insurers',
    'Recognised by Bupa and AXA Health.',
    'practice',
  ),
];
// Through JSON, as the server loads the file the build wrote.
const index = loadIndex(JSON.parse(JSON.stringify(buildIndexFile(passages, 'reference'))));
const top = (question: string, history: ChatTurn[] = []) => rankPassages(index, question, history)[0]?.passage.url;
const user = (content: string): ChatTurn => ({ role: 'user', content });

describe('passage search', () => {
  it('ranks the section that answers the question first', () => {
    expect(top('What are the risks of a hip replacement?')).toBe('/hip-procedures/hip-replacement#risks');
    expect(top('When can I drive after a knee arthroscopy?')).toBe('/knee-procedures/knee-arthroscopy#recovery');
  });

  it('understands lay words', () => {
    expect(top('driving after keyhole surgery')).toBe('/knee-procedures/knee-arthroscopy#recovery');
    expect(top('recovery from a half knee replacement')).toBe('/knee-procedures/partial-knee-replacement#recovery');
    expect(top('do you take bupa')).toBe('/fees-and-declarations#using-health-insurance');
  });

  it('tolerates misspellings', () => {
    expect(top('arthroscopey risks')).toBe('/knee-procedures/knee-arthroscopy#risks');
    expect(top('recovry from a half knee replacment')).toBe('/knee-procedures/partial-knee-replacement#recovery');
    expect(top('what are the risks of a hip replacment')).toBe('/hip-procedures/hip-replacement#risks');
  });

  it('reads the topic and the aspect asked', () => {
    const read = readQuestion(index, 'when can i drive after my new knee');
    expect(read.topics.map((t) => t.id)).toEqual(['knee-replacement']);
    expect(read.aspects.map((a) => a.id)).toEqual(['driving', 'timing']);
    const followUp = readQuestion(index, 'and the risks?', [
      { role: 'user', content: 'I am having a hip replacement' },
    ]);
    expect(followUp).toMatchObject({ topicsCarried: true });
    expect(followUp.topics.map((t) => t.id)).toEqual(['hip-replacement']);
  });

  it('never reads a plain object by the words of a question', () => {
    expect(() => rankPassages(index, 'constructor __proto__ toString hasOwnProperty')).not.toThrow();
  });

  it('reads a follow-up question in the light of the previous one', () => {
    const history = [
      { role: 'user' as const, content: 'Tell me about hip replacement' },
      { role: 'assistant' as const, content: 'A hip replacement replaces the ball and socket.' },
    ];
    expect(top('what are the risks?', history)).toBe('/hip-procedures/hip-replacement#risks');
    const ranked = rankPassages(index, 'what are the risks?', history);
    expect(ranked[0]!.ownTermsMatched).toBeGreaterThan(0);
    expect(rankPassages(index, 'tuesday', history)[0]!.passage.url).toBe('/#private-practice');
  });

  it('reads "and the hip one?" after a question on a knee replacement as the same question on a hip replacement', () => {
    const history = [
      { role: 'user' as const, content: 'how long does a knee replacement last?' },
      { role: 'assistant' as const, content: 'Most last 20 years.' },
    ];
    const read = readQuestion(index, 'and what about the hip one, same?', history);
    expect(read.topics.map((topic) => topic.id)).toEqual(['hip-replacement']);
    expect(read.aspects.map((aspect) => aspect.id)).toContain('lifespan');
    expect(readQuestion(index, 'and the partial one?', history).topics.map((topic) => topic.id)).toEqual([
      'partial-knee-replacement',
    ]);
    expect(readQuestion(index, 'is that the same for the hip version?', history).topics.map((t) => t.id)).toEqual([
      'hip-replacement',
    ]);
  });

  it('reads a question pointing back, told with a story that names a condition, as about the subject before', () => {
    const history = [
      { role: 'user' as const, content: 'what does a knee osteotomy involve' },
      { role: 'assistant' as const, content: 'The bone is reshaped.' },
    ];
    const read = readQuestion(index, "is it any good for me? I'm 47 and have early arthritis on one side", history);
    expect(read).toMatchObject({ topicsCarried: true });
    expect(read.topics.map((topic) => topic.id)).toEqual(['knee-osteotomy']);
  });

  it('counts practice details as separate pages and page sections as one', () => {
    const ranked = rankPassages(index, 'knee arthroscopy recovery risks clinic');
    expect(rankedPages(ranked)).toContain('/knee-procedures/knee-arthroscopy');
    expect(rankedPages(ranked).filter((p) => p === '/knee-procedures/knee-arthroscopy')).toHaveLength(1);
    expect(rankedPages(rankPassages(index, 'clinic hours bupa'))).toEqual(
      expect.arrayContaining(['/#private-practice', '/fees-and-declarations']),
    );
  });

  it('refuses two passages with the same id', () => {
    expect(() => buildIndexFile([passages[0]!, passages[0]!], '')).toThrow(/share the id/);
  });
});

describe('reading a question', () => {
  it('does not take an aspect the question denies for the one it asks', () => {
    const aspects = (question: string) => readQuestion(index, question).aspects.map((aspect) => aspect.id);
    expect(aspects("How much does it cost? I don't have insurance")).toContain('cost');
    expect(aspects("How much does it cost? I don't have insurance")).not.toContain('insurance');
    expect(aspects('Will my insurance cover it?')).toContain('insurance');
    expect(aspects("I'm with AXA through work, can I see him privately?")).toContain('insurance');
    expect(aspects('can I get the wound wet or do I have to keep it covered')).not.toContain('insurance');
  });

  it('reads "does it always need an operation?" as suitability, answered by a section headed "Do I need surgery?"', () => {
    const suitability = ASPECTS.find((aspect) => aspect.id === 'suitability')!;
    expect(suitability.asked.test('what is a meniscus tear and does it always need an operation')).toBe(true);
    for (const heading of ['Do I need surgery?', 'Should I have surgery?', 'Will I need an operation?'])
      expect(suitability.heading!.test(heading), heading).toBe(true);
    expect(suitability.heading!.test('Before your surgery')).toBe(false);
    expect(suitability.answers!.test('many people never need an operation')).toBe(true);
  });

  it('reads what a price includes apart from what it costs or what insurance covers', () => {
    const aspects = (question: string) => readQuestion(index, question).aspects.map((aspect) => aspect.id);
    expect(aspects('does that include the physio after?')).toContain('price-includes');
    expect(aspects('are the scans extra or is that included')).toContain('price-includes');
    expect(aspects('will my insurance cover the physio?')).not.toContain('price-includes');
  });

  it('reads the question up to its question mark, and the story around it only when the question names nothing', () => {
    const aspects = (question: string) => readQuestion(index, question).aspects.map((aspect) => aspect.id);
    expect(aspects('after my knee op last week, when can I drive? my physio said to ask')).toEqual(['driving']);
    expect(aspects('stairs after hip op - which leg goes first?? physio told me and i forgot')).toContain('stairs');
    expect(aspects('do u take bupa? work got me cover')).toContain('named-insurer');
  });

  it('reads "what is it?" wherever the question asks it, not only at its start', () => {
    const aspects = (question: string) => readQuestion(index, question).aspects.map((aspect) => aspect.id);
    expect(aspects('hip impingement - what is it and would keyhole surgery help?')).toContain('definition');
    expect(aspects('they said a half hip replacement. What actually is that?')).toContain('definition');
    expect(aspects('what are the risks of a knee arthroscopy')).not.toContain('definition');
    expect(aspects('whats the best position to sleep in after my op')).not.toContain('definition');
    expect(aspects('her kneecap keeps popping out at dance, what can actually be done for it')).toEqual(['treatment']);
    expect(aspects('my hip replacement is old and aching, can it be done again?')).toContain('revision');
    expect(aspects('my knee replacement has worked loose, can it be done again?')).not.toContain('revision');
  });

  it('keeps the operation of the conversation when a follow-up only speaks of care after an operation', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'I am having an ACL reconstruction' },
      { role: 'assistant', content: 'Here is what our page says.' },
    ];
    const read = readQuestion(index, 'how long is the recovery after the op?', history);
    expect(read.topics.map((topic) => topic.id)).toEqual(['acl']);
    expect(readQuestion(index, 'how long is the recovery after the op?').topics.map((t) => t.id)).toEqual([
      'surgery-care',
    ]);
  });

  it('reads a question that names an operation and asks nothing in particular as asking for its overview', () => {
    const read = readQuestion(index, 'I have knee cartilage damage, can it be helped?');
    expect(read.aspects).toMatchObject([{ id: 'definition', implied: true }]);
    expect(readQuestion(index, 'can i see him on the nhs?').aspects).toEqual([]);
  });
});

describe('private subjects', () => {
  const section = (id: string, heading: string, line: string): Passage => ({
    id,
    url: `/guides/hip#${id}`,
    pageTitle: 'Hip replacement patient guide',
    heading,
    body: [line],
    keywords: '',
    kind: 'section',
  });
  const guide = loadIndex(
    buildIndexFile(
      [
        section('intimacy', 'Sex and intimacy', 'Lying on your back is often the most comfortable position at first.'),
        section(
          'nights',
          'Getting comfortable at night',
          'Sleep with a pillow between your knees if you lie on your side.',
        ),
      ],
      '',
    ),
  );

  it('quotes a passage on sex and intimacy only to a question that asks about it', () => {
    expect(
      rankPassages(guide, 'What position should I sleep in after a hip replacement?').map((r) => r.passage.id),
    ).toEqual(['nights']);
    expect(rankPassages(guide, 'When can we have sex again after a hip replacement?')[0]?.passage.id).toBe('intimacy');
  });
});

describe('one joint named', () => {
  const pages = loadIndex(
    buildIndexFile(
      [
        passage(
          '/Treatments/hip-replacement#hip-questions',
          'Hip replacement',
          'Can I fly after a hip replacement?',
          'Long flights add to the risk of a clot in the first months.',
          'faq',
        ),
        passage(
          '/guides/hip-replacement-patient-guide#travel',
          'Hip replacement patient guide',
          'Travel and holidays',
          'Long flights add to the risk of a clot. Talk to your team before you book any travel.',
        ),
        passage(
          '/guides/knee-replacement-guide#long-term',
          'Knee replacement guide',
          'Looking after your new knee',
          'Your knee may set off airport security scanners. Tell the security staff.',
        ),
      ],
      '',
    ),
  );
  const pagesFor = (question: string) => rankPassages(pages, question).map((r) => r.passage.id);

  it("never answers from a page on the other joint's operation; a patient guide's care advice still may", () => {
    expect(pagesFor('can I fly abroad after my knee op, we have a holiday booked')).not.toContain(
      '/Treatments/hip-replacement#hip-questions',
    );
    expect(pagesFor('can I fly abroad after my knee op, we have a holiday booked')).toContain(
      '/guides/hip-replacement-patient-guide#travel',
    );
    expect(pagesFor('can I fly after a hip or a knee op')).toContain('/Treatments/hip-replacement#hip-questions');
  });

  it('reads where the new ligament is taken from as the graft asked', () => {
    const aspectsOf = (question: string) => readQuestion(pages, question).aspects.map((aspect) => aspect.id);
    expect(aspectsOf('where do they take the new ligament from for an ACL')).toContain('graft');
    expect(aspectsOf('can the new ligament tear again after an ACL')).not.toContain('graft');
  });

  it('reads a holiday booked as travel, not as booking an appointment', () => {
    const topicsOf = (question: string) => readQuestion(pages, question).topics.map((topic) => topic.id);
    expect(topicsOf('can I fly after my knee op, we have a holiday booked')).not.toContain('booking');
    expect(topicsOf('I have booked a flight for May, is that too soon after my knee op')).not.toContain('booking');
    expect(topicsOf('can I book an appointment for my knee')).toContain('booking');
  });

  it('reads pain round the kneecap and bursitis as the pages that speak of them, and a kneecap named later as a later topic', () => {
    const topicsOf = (question: string) => readQuestion(pages, question).topics.map((topic) => topic.id);
    expect(topicsOf('my patellofemoral pain flares on hills')).toEqual(['anterior-knee-pain']);
    expect(topicsOf('an ache underneath her kneecap after netball')).toEqual(['anterior-knee-pain']);
    expect(topicsOf('after my acl op can my kneecap move out of place')[0]).toBe('acl');
    expect(topicsOf('I spend half the day kneeling, can I after a knee replacement')).toEqual(['knee-replacement']);
    expect(topicsOf('how would I ask for a copy of my operation notes')).toEqual(['privacy']);
    expect(topicsOf('is trochanteric bursitis something he treats')).toEqual(['non-surgical-hip']);
    expect(topicsOf('what helps housemaids knee from kneeling at work')).toEqual(['anterior-knee-pain']);
    expect(topicsOf('kneecap ache after cycling')).toEqual(['anterior-knee-pain']);
    expect(topicsOf('can a popliteal cyst go away by itself')).toEqual(['bakers-cyst']);
    expect(topicsOf('sore patellar tendon after volleyball')).toEqual(['anterior-knee-pain']);
    expect(topicsOf('his pain is at the front of his knee on stairs')).toEqual(['anterior-knee-pain']);
    expect(topicsOf('which hospitals does the surgeon operate at')[0]).toBe('hospitals');
    expect(topicsOf('what is the address of the clinic')).toEqual(['locations']);
    expect(topicsOf('where can I hear from other people who had a hip done')[0]).toBe('stories');
  });

  it('reads the physio or GP who said something as someone met, not as physiotherapy or a referral asked about', () => {
    const aspectsOf = (question: string) => readQuestion(pages, question).aspects.map((aspect) => aspect.id);
    expect(aspectsOf('my physio reckons it is patellar tendinopathy, what does patellar tendinopathy mean')).toEqual([
      'definition',
    ]);
    expect(aspectsOf('do I need a GP letter first')).toContain('referral');
  });

  it('reads "what happens in" the operation as what it is, and what happens in the weeks after as not', () => {
    const aspectsOf = (question: string) => readQuestion(pages, question).aspects.map((aspect) => aspect.id);
    expect(aspectsOf('and what happens during it')).toContain('definition');
    expect(aspectsOf('and what happens in the first days after')).not.toContain('definition');
  });

  it('reads the pre-op assessment appointment as preparing for the operation, not booking with the surgeon', () => {
    const read = readQuestion(pages, 'what do they check at the pre-op assessment appointment');
    expect(read.topics.map((topic) => topic.id)).not.toContain('booking');
    expect(read.aspects.map((aspect) => aspect.id)).toContain('preparation');
  });

  it('reads whether to stop a medicine before knee or hip surgery as usual medicines', () => {
    const aspectsOf = (question: string) => readQuestion(pages, question).aspects.map((aspect) => aspect.id);
    expect(aspectsOf('should she keep taking her inhalers before knee or hip surgery')).toContain('usual-medicines');
  });
});

describe('choosing between pages on the same operation', () => {
  const pages = [
    passage(
      '/Treatments/total-knee-replacement#recovery',
      'Total knee replacement',
      'Recovery',
      'Driving: when you can do an emergency stop.',
    ),
    passage(
      '/guides/your-guide-to-knee-replacement#recovery',
      'Your guide to knee replacement',
      'Partial or total',
      'After a partial or total knee replacement you can drive when you can do an emergency stop.',
    ),
    passage(
      '/guides/knee-pain-treatments-guide#choosing-a-treatment',
      'Knee-pain treatments guide',
      'Choosing',
      'Asking for a second opinion is also your right.',
    ),
  ];
  const own = loadIndex(JSON.parse(JSON.stringify(buildIndexFile(pages, 'reference'))));
  const first = (question: string) => rankPassages(own, question)[0]?.passage.url;

  it("prefers the operation's own page to a guide comparing it with a narrower one", () => {
    expect(first('when can I drive after a total knee replacement')).toBe(
      '/Treatments/total-knee-replacement#recovery',
    );
  });

  it("answers a guide asked for about an operation from that operation's guide, not another guide", () => {
    const guides = [
      passage(
        '/guides/hip-replacement-patient-guide#before',
        'Hip replacement guide',
        'Before',
        'Getting ready to read before the operation.',
      ),
      passage(
        '/guides/knee-replacement-guide#before',
        'Knee replacement guide',
        'Before',
        'Getting ready before the operation.',
      ),
    ];
    const both = loadIndex(JSON.parse(JSON.stringify(buildIndexFile(guides, 'reference'))));
    expect(
      rankPassages(both, 'is there a booklet on knee replacement to read before the operation')[0]?.passage.url,
    ).toBe('/guides/knee-replacement-guide#before');
  });

  it('answers a second opinion from the page on deciding, whatever operation was advised', () => {
    expect(first('another surgeon says I need a knee replacement, can I get a second opinion?')).toBe(
      '/guides/knee-pain-treatments-guide#choosing-a-treatment',
    );
  });

  it('reads a bare "replacement" as the replacement of the one joint the message names', () => {
    const read = readQuestion(own, 'knee still swollen 6 weeks after replacement, is that normal?');
    expect(read.topics.map((t) => t.id)).toEqual(['knee-replacement']);
  });

  it("reads the topic of a question asked before its story, not the story's", () => {
    const topics = (question: string) => readQuestion(own, question).topics.map((t) => t.id);
    expect(topics('how long does a knee replacement last? my neighbour says they redo them after 10 years')).toEqual([
      'knee-replacement',
    ]);
    expect(topics('my knee clicks, is it arthritis? and how long is recovery after a knee arthroscopy?')).toContain(
      'knee-arthroscopy',
    );
  });

  it("reads an operation on one joint said without its name as most likely the joint's replacement", () => {
    const likely = (question: string) => readQuestion(own, question).likely.map((topic) => topic.id);
    expect(likely('had my knee done 3 weeks ago, when can I drive?')).toEqual(['knee-replacement']);
    expect(likely('when can I drive after the operation on my hip')).toEqual(['hip-replacement']);
    expect(likely('can they still operate on my hip if I have diabetes?')).toEqual(['hip-replacement']);
    expect(likely('when can I drive after my knee arthroscopy')).toEqual([]);
  });

  it('reads care after an operation said with no joint as most likely after either replacement, never deciding', () => {
    const likely = (question: string) => readQuestion(own, question).likely.map((topic) => topic.id);
    expect(likely('when can I drive after my op')).toEqual(['knee-replacement', 'hip-replacement']);
    expect(likely('how do I look after the wound, can she get it wet in the shower yet')).toEqual([
      'knee-replacement',
      'hip-replacement',
    ]);
    expect(likely('how long should I be on the crutches for')).toEqual(['knee-replacement', 'hip-replacement']);
    expect(likely('how long should I be on crutches with a torn meniscus')).toEqual([]);
    // A search for a word is not a question: the pages holding it lead.
    expect(likely('steristrips')).toEqual([]);
    expect(likely('what is a meniscus tear?')).toEqual([]);
    const history = [
      { role: 'user' as const, content: 'how should she prepare for her knee operation' },
      { role: 'assistant' as const, content: 'A firm chair with arms.' },
    ];
    expect(readQuestion(own, 'and what about stairs?', history).likely.map((topic) => topic.id)).toEqual([
      'knee-replacement',
    ]);
    // A rarer operation's page that shares the question's words no longer answers it ahead of both replacements'.
    const pages = rankedPages(rankPassages(own, 'when can my aunt go back to work after the op, she does cleaning'));
    expect(pages.slice(0, 2).every((page) => /knee-replacement|hip-replacement/.test(page))).toBe(true);
  });

  it('reads what a question starting "when" or "who" asks, not only its last words', () => {
    const aspects = (question: string) => readQuestion(own, question).aspects.map((a) => a.id);
    expect(aspects('when do the staples get taken out after a hip replacement, and is it a district nurse?')).toContain(
      'wound',
    );
  });

  it('reads "short of a replacement" as asking what else can be done, and "before my knee replacement" as not', () => {
    const topics = (question: string) => readQuestion(own, question).topics.map((t) => t.id);
    expect(topics('my knee cartilage is worn, can anything be done short of a replacement?')).toContain(
      'non-surgical-knee',
    );
    expect(topics('how do I prepare before my knee replacement?')).not.toContain('non-surgical-knee');
    expect(topics('is there anything besides an operation for my worn knee')).toContain('non-surgical-knee');
    expect(topics('what else could I try before a knee replacement')).toContain('non-surgical-knee');
    expect(topics('is there anything I should do to get ready before my knee replacement')).not.toContain(
      'non-surgical-knee',
    );
    expect(
      readQuestion(own, 'how long would I be kept in the hospital after a knee replacement?').aspects.map((a) => a.id),
    ).toContain('hospital-stay');
  });

  it('does not read blood-thinning injections as an injection into the joint', () => {
    const topics = (question: string) => readQuestion(own, question).topics.map((t) => t.id);
    expect(topics('will I need blood thinning injections after my knee op')).not.toContain('knee-injection');
    expect(topics('does a steroid injection help knee arthritis')).toContain('knee-injection');
  });

  it("reads the surgeon's background asked of him, not the visitor's own training, and a technique after its operation", () => {
    const topics = (question: string) => readQuestion(own, question).topics.map((t) => t.id);
    expect(topics('whats his background, is he a specialist in knees')).toEqual(['surgeon']);
    expect(readQuestion(own, 'whos the surgeon, how long has he been doing it').aspects.map((a) => a.id)).toContain(
      'training',
    );
    expect(topics("i'm training for a marathon, can i run after a knee replacement")).toEqual(['knee-replacement']);
    expect(topics('do you do robotic knee replacements')[0]).toBe('knee-replacement');
    expect(isOutsideOurSubject("what's the return to play protocol after a concussion in schools rugby")).toBe(true);
  });

  it('reads how long a replacement lasts "before it needs redoing" as its lifespan, and babies and feet as not ours', () => {
    expect(
      readQuestion(own, 'how long does a knee replacement last before it needs redoing').topics.map((t) => t.id),
    ).toEqual(['knee-replacement']);
    expect(readQuestion(own, 'my knee replacement has worked loose, do they redo it?').topics.map((t) => t.id)).toEqual(
      ['knee-revision'],
    );
    expect(isOutsideOurSubject("my baby's hips click, the health visitor mentioned it")).toBe(true);
    expect(isOutsideOurSubject('does he take bupa? im a student on my dads policy')).toBe(false);
    expect(isOutsideOurSubject('can mum get help at home from the county council after her op')).toBe(true);
    expect(readQuestion(own, 'where can he get physio').topics.map((topic) => topic.id)).toContain(
      'physiotherapy-directory',
    );
    const topics = (question: string) => readQuestion(own, question).topics.map((topic) => topic.id);
    expect(topics("can i fly after my knee replacement, we've got Tenerife booked")).not.toContain('booking');
    expect(topics("I've got an appointment booked, what do I bring")).toContain('booking');
    expect(isOutsideOurSubject('do you take medical students for work experience')).toBe(true);
    expect(isOutsideOurSubject('I need weight loss injection like mounjaro, can I get it here')).toBe(true);
    expect(isOutsideOurSubject("what's the best food for an old labrador with bad hips?")).toBe(true);
    expect(isOutsideOurSubject("where's the nearest place to park in the city centre")).toBe(true);
    expect(isOutsideOurSubject('how long will she be off her feet after her knee op')).toBe(false);
    expect(isOutsideOurSubject('what time is the last bus to the hospital on a sunday')).toBe(true);
    expect(isOutsideOurSubject('can you sort me a sick note for work, i have got flu')).toBe(true);
    expect(isOutsideOurSubject('who can look after my chickens while i am in hospital')).toBe(true);
    expect(isOutsideOurSubject('how long till i can walk the dog after my hip op')).toBe(false);
    expect(isOutsideOurSubject("I'm training for a 10k after my knee op, when can I run")).toBe(false);
    expect(isOutsideOurSubject('I have a bunion on my foot')).toBe(true);
    expect(isOutsideOurSubject('ive got plantar fasciitis from running')).toBe(true);
    expect(isOutsideOurSubject('when does the last ferry to the island leave on a sunday')).toBe(true);
    expect(isOutsideOurSubject('what time does the leisure centre on the high street close')).toBe(true);
    expect(isOutsideOurSubject('can the surgery book my mammogram while im in')).toBe(true);
    expect(isOutsideOurSubject('when does the clinic open on a tuesday')).toBe(false);
    // Where the hospital is our pages say; its parking they do not, and the rest of the question is answered
    expect(isOutsideOurSubject("what's the address of the hospital and can you park there")).toBe(false);
    expect(isOutsideOurSubject('is there parking at the hospital')).toBe(true);
    expect(isOutsideOurSubject('can i book a deep tissue massage with you')).toBe(true);
    expect(isOutsideOurSubject('which holiday resorts are best for older people')).toBe(true);
    expect(isOutsideOurSubject('when can i go skiing after my acl reconstruction')).toBe(false);
    // A torn cartilage said with "me", asked whether it is stitched or trimmed
    const sewn = readQuestion(own, 'torn me cartilage playing rugby, do they sew it back or cut it out?');
    expect(sewn.topics.map((t) => t.id)).toContain('meniscus');
    expect(sewn.aspects.map((a) => a.id)).toContain('repair-or-remove');
    // Usual medicines around an operation, not stopping smoking
    expect(
      readQuestion(own, 'he takes lithium, does he keep taking it before the operation?').aspects.map((a) => a.id),
    ).toContain('usual-medicines');
    expect(readQuestion(own, 'should i stop smoking before my op').aspects.map((a) => a.id)).not.toContain(
      'usual-medicines',
    );
    // The joint the story names goes with the question that follows it
    expect(
      readQuestion(own, 'my hip replacement is worn out now. what happens when they redo it?').aspects.map((a) => a.id),
    ).toContain('revision');
  });

  it('reads a minibus to hire as not ours, where he sees patients as the practice, and what to bring as asked', () => {
    expect(isOutsideOurSubject('the club needs a minibus for the away match, can you recommend one')).toBe(true);
    expect(readQuestion(own, 'where exactly does he see patients?').topics.map((t) => t.id)).toEqual(['locations']);
    expect(readQuestion(own, 'what is my first appointment like').topics.map((t) => t.id)).toEqual([
      'first-appointment',
    ]);
    expect(readQuestion(own, 'what do I bring to the hospital').aspects.map((a) => a.id)).toContain('what-to-bring');
    expect(readQuestion(own, 'pain underneath her kneecap').topics.map((t) => t.id)).toContain('anterior-knee-pain');
    expect(isOutsideOurSubject('can I get my hearing tested while I am there')).toBe(true);
    expect(isOutsideOurSubject('can we hire the church hall for the party')).toBe(true);
    expect(isOutsideOurSubject('my sheepdog has a bad hip, what would you recommend')).toBe(true);
    const history: ChatTurn[] = [
      { role: 'user', content: 'do you treat cartilage damage in the knee?' },
      { role: 'assistant', content: 'Yes.' },
    ];
    const before = readQuestion(own, 'do you treat cartilage damage in the knee?').topics.map((t) => t.id);
    expect(before).not.toEqual([]);
    expect(readQuestion(own, 'what about younger ones, my daughter is 19', history).topics.map((t) => t.id)).toEqual(
      before,
    );
    expect(isOutsideOurSubject('can I dance at the wedding 6 weeks after my hip replacement')).toBe(false);
    expect(readQuestion(own, 'whats the chance of getting an infection').aspects.map((a) => a.id)).toContain('risks');
    expect(readQuestion(own, 'patella tendon graft or hamstring').topics.map((t) => t.id)).not.toContain(
      'anterior-knee-pain',
    );
  });
});

describe('the day of an operation and what to bring, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());
  const first = (question: string) => rankPassages(site, question)[0]?.passage.url;

  it("answers the day of an operation none named from the care page, and a named one's from its own page", () => {
    expect(first('what happens on the day of the operation, what time do I need to arrive')).toBe(
      '/PreAndPostcare#on-the-day',
    );
    expect(first('what happens on the day of my hip replacement')).toBe('/hip-procedures/hip-replacement#on-the-day');
  });

  it('answers a difference between kinds of an operation from the list of its kinds', () => {
    const top = rankPassages(site, 'whats the difference between a hip replacement and having it resurfaced')
      .slice(0, 2)
      .map((ranked) => ranked.passage.heading);
    expect(top).toContain('What kinds of hip replacement are there?');
  });

  it('reads packing a hospital bag as what to bring, answered by a section headed with it', () => {
    expect(first('what do I need to bring on the day of my operation')).toBe('/PreAndPostcare#what-to-bring');
    expect(first('what should I bring into hospital for my knee op')).toBe(
      '/guides/total-knee-personal-guide#hospital-bag',
    );
    expect(first('what should my mum pack in her hospital bag for her hip replacement')).toBe(
      '/guides/hip-replacement-patient-guide#what-to-bring',
    );
  });
});

describe('asking for reading elsewhere, or about our own records, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());
  const firstPage = (question: string) => rankedPages(rankPassages(site, question))[0];

  it('answers a website asked for about a condition, or like a charity named, from the useful links', () => {
    expect(firstPage('is there a website you recommend for more info on arthritis or hip stuff')).toBe('/UsefulLinks');
    expect(firstPage("is there a list of useful websites you'd recommend, like Versus Arthritis")).toBe('/UsefulLinks');
    expect(firstPage('what is knee arthritis')).not.toBe('/UsefulLinks');
  });

  it('answers what is done with "our details" or "my info" from the privacy notice, though sent through the website', () => {
    expect(firstPage('what happens to our details if we email the practice, do you keep them')).toBe('/privacy-notice');
    expect(firstPage('what happens to my info if I contact the practice through the website')).toBe('/privacy-notice');
  });

  it("answers what is done with one's data, asked as a whole, from the privacy notice in brief", () => {
    const [best] = rankPassages(site, 'what will you do with my information if I send the form');
    expect(best?.passage.heading).toBe('Privacy notice in brief');
  });
});

describe('physiotherapy: who arranges it and where, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('answers who arranges physiotherapy from the lead of its page, and going in every week from the page', () => {
    const arranged = rankPassages(
      site,
      'Is physiotherapy arranged for me after the operation, or do I have to find my own?',
    );
    expect(arranged[0]?.passage.url).toBe('/PreAndPostcare/physiotherapy');
    const weekly = rankPassages(site, 'whats the physio like after a new hip, do i have to go every week');
    expect(rankedPages(weekly)[0]).toBe('/PreAndPostcare/physiotherapy');
    const where = rankPassages(site, 'will she get physio after her hip op, and where do they do it');
    expect(rankedPages(where)[0]).toBe('/PreAndPostcare/physiotherapy');
  });
});

describe('a question asked before its story, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('searches the words of the question, not of the story after it ("I live alone")', () => {
    const ranked = rankPassages(
      site,
      'about how many nights in hospital after a hip replacement? i live alone so want to plan',
    );
    expect(ranked[0]?.answers).toContain('hospital-stay');
  });
});

describe('a broken hip fixed, in lay words, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('reads a hip "pinned" or "screws in her hip" as a broken hip fixed, answered from its pages', () => {
    for (const question of [
      'my mum had her hip pinned last week, when can she walk on it',
      'she has got screws in her hip after the fall, how long is the recovery',
    ])
      expect(rankedPages(rankPassages(site, question))[0]).toMatch(
        /^\/hip-procedures\/(trauma-hip-surgery|hemiarthroplasty)/,
      );
  });
});

describe('a phone as the device the app runs on, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('answers "does it work on an old android phone?" after the app from the app page, not the practice phones', () => {
    const ranked = rankPassages(site, 'and does it work on an old android phone', [user('tell me about the app')]);
    expect(rankedPages(ranked)[0]).toBe('/PreAndPostcare/miop-app');
  });
});

describe('a part of the practice asked after an operation, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it("is the part on that operation (its guides), and stays so for the next question; a phone number stays the practice's", () => {
    const guide = rankPassages(site, 'ok and is there a guide for after', [user('what is a hip replacement')]);
    expect(guide[0]?.passage.url).toMatch(/^\/guides\/hip-replacement/);
    const next = rankPassages(site, 'and how long does it take to get back to normal with that one', [
      user('what is a hip replacement'),
      user('ok and is there a guide for after'),
    ]);
    expect(next[0]?.passage.url).toMatch(/^\/guides\/hip-replacement/);
    const phone = readQuestion(site, 'whats the phone number', [user('what is a hip replacement')]);
    expect(phone.topics.map((topic) => topic.id)).toEqual(['contact']);
  });

  it("answers what a part of the practice costs from that part's page when it says (the app), else from the fees", () => {
    const app = rankPassages(site, 'is it free, or do I pay for that', [
      user('tell me about the app for after surgery'),
    ]);
    expect(rankedPages(app)[0]).toBe('/PreAndPostcare/miop-app');
    const consultation = readQuestion(site, 'and do we have to pay for that one if its private', [
      user('what happens at the first appointment with the surgeon'),
    ]);
    expect(consultation.topics[0]?.id).toBe('fees');
    // Insurance is a way of paying the fees: what "that" costs after it is the fees page's.
    const afterInsurance = rankPassages(site, 'and what about the op itself, how much would that be', [
      user('do you take insurance'),
    ]);
    expect(afterInsurance[0]?.passage.url).toBe('/fees-and-declarations#paying-for-yourself');
  });

  it('answers what a price includes from the fees page, whatever part of the care it names', () => {
    for (const [question, before] of [
      ['is physio included in that or is it extra', 'what does the fee cover for a knee arthroscopy'],
      [
        'does that include the follow up appointments or are those extra?',
        'how much does a private hip replacement cost?',
      ],
    ] as const)
      expect(rankedPages(rankPassages(site, question, [user(before)]))[0], question).toBe('/fees-and-declarations');
  });

  it('answers what an operation involves from its section on the operation, not a line saying "involve"', () => {
    const ranked = rankPassages(site, 'what does an ACL reconstruction involve, my cousin had one');
    expect(ranked[0]?.passage.heading).toBe('The operation');
  });

  it('reads "personal info" as asking about privacy', () => {
    const read = readQuestion(site, 'what do they do with personal info if we send referral letters');
    expect(read.topics[0]?.id).toBe('privacy');
  });
});

describe('a follow-up that names only the other joint, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('asks the same of the same operation on that joint, and of its revision when revisions are named', () => {
    const read = readQuestion(site, "and what about if it's the knee instead?", [
      user('how long am I off work after a hip replacement, I am a cleaner'),
    ]);
    expect(read.topics.map((topic) => topic.id)).toEqual(['knee-replacement']);
    expect(read.aspects.map((aspect) => aspect.id)).toContain('work');
    const revisions = readQuestion(site, 'and what about revisions if the old one goes wrong', [
      user('does he do knee replacements'),
    ]);
    expect(revisions.topics.map((topic) => topic.id)).toEqual(['knee-revision']);
    const lasts = rankPassages(site, 'what about for a knee?', [user('how long does a hip replacement last')]);
    expect(lasts[0]?.passage.heading).toBe('How long does a knee replacement last?');
  });
});

describe('abbreviations the lexicon asks for, on our pages', () => {
  const site = loadIndex(buildChatIndexFile());

  it('are not corrected into a page word ("fai" is not "fair")', () => {
    const question = 'whats FAI, I keep reading about it for runners';
    expect(readQuestion(site, question).text).toContain('fai');
    expect(rankedPages(rankPassages(site, question))[0]).toBe('/hip-procedures/hip-arthroscopy');
  });
});
