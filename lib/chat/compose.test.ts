import { describe, expect, it } from 'vitest';

import { composeReply, markdownLink, selectUnits, sourcesOf, weakMatchReply } from './compose';
import { buildIndexFile, loadIndex } from './chat-index';
import { readQuestion } from './read';
import { type RankedPassage } from './rank';
import { wordCount } from './text';
import type { Passage } from './types';
import { toMarkdown } from './units';

const passage = (url: string, heading = 'Recovery', body = ['x']): Passage => ({
  id: url,
  url,
  pageTitle: 'Knee replacement',
  heading,
  body,
  keywords: '',
  kind: 'section',
});
const ranked = (...urls: string[]): RankedPassage[] =>
  urls.map((url) => ({ passage: passage(url), score: 1, ownTermsMatched: 1, onTopic: true, answers: [] }));

const recovery = passage('/knee-procedures/knee-replacement#recovery', 'Recovery', [
  'Recovery takes time, and your team will give you a plan for each stage of it. A typical recovery includes:',
  '- **First few weeks:** use crutches or a frame. Do your exercises several times a day to bend and straighten the knee.',
  '- **Driving:** usually after about six weeks, once you can do an emergency stop. Check with your insurer.',
  '- **Work:** desk work is often possible after about six weeks. Physical jobs may take up to three months.',
  '- **Sport:** walking, swimming, cycling and golf are usually fine later on. Running is usually not advised.',
  'The knee keeps improving for up to a year. Some swelling and warmth around the knee for several months is normal.',
]);
const index = loadIndex(buildIndexFile([recovery, passage('/other#x', 'Other', ['Something else entirely.'])], ''));
const quote = (question: string, from = recovery) =>
  toMarkdown(selectUnits(index, readQuestion(index, question), from));
/** What a reply quotes from a passage read in an index of its own (with one unrelated passage beside it). */
const quoteAlone = (question: string, from: Passage) => {
  const own = loadIndex(buildIndexFile([from, passage('/other#x', 'Other', ['Something else.'])], ''));
  return toMarkdown(selectUnits(own, readQuestion(own, question), from));
};

describe('composing an offline reply', () => {
  it('quotes the line that answers the aspect asked, with the sentence introducing its list', () => {
    const reply = quote('when can I drive after my knee replacement?');
    expect(reply).toContain('A typical recovery includes:\n- **Driving:** usually after about six weeks');
    expect(reply).not.toContain('**Sport:**');
    expect(wordCount(reply)).toBeLessThanOrEqual(80);
  });

  it('picks another line for another aspect of the same section', () => {
    expect(quote('how long off work after a knee replacement, I have a desk job')).toContain('**Work:**');
    expect(quote('can I play golf after a knee replacement?')).toContain('**Sport:**');
  });

  it('quotes the whole list a paragraph introduces, even when the paragraph said enough, within its longer limit', () => {
    const assessment = passage('/care#pre-op', 'Pre-op planning', [
      'A few weeks before your operation you will have a pre-operative assessment. This is an appointment with a nurse, and sometimes a doctor, to check you are well enough for the operation and the anaesthetic, and to plan your stay.',
      'At the assessment you can expect:',
      '- checks of your blood pressure, pulse, height and weight',
      '- blood tests, and often a heart tracing (ECG)',
      '- swabs from your nose and skin to check for germs such as MRSA, so they can be treated before surgery',
      '- advice about which of your usual medicines to keep taking and which to stop, and when',
      'Bring all your medicines in their boxes, or an up-to-date list from your pharmacy or GP.',
    ]);
    const reply = quoteAlone('what happens at the pre-op assessment?', assessment);
    expect(reply).toContain('At the assessment you can expect:\n- checks of your blood pressure');
    expect(reply).toContain('- advice about which of your usual medicines to keep taking');
    expect(reply).not.toContain('Bring all your medicines');
    expect(wordCount(reply)).toBeLessThanOrEqual(130);
  });

  it('quotes a paragraph from its start when its best sentence leans on the ones before it', () => {
    const travel = passage('/guides/hip#travel', 'Travel and holidays', [
      'The risk of a blood clot is higher in the weeks after the operation. Long journeys where you sit still add to it. Talk to your team before you book a flight.',
      'Most people keep improving for several months after the operation, and some for up to a year or more. Walking, swimming and cycling are good ways to build up your strength and stamina again, a little further each week, as your physiotherapist advises.',
      'Keep doing your exercises every day, even when the hip feels good, because the muscles take a long time to recover their full strength after the operation.',
    ]);
    const reply = quoteAlone('when can I book a flight after my hip op', travel);
    expect(reply).toMatch(/^The risk of a blood clot is higher/);
    expect(reply).toContain('Talk to your team before you book a flight.');
  });

  it('keeps a short lead-in and still quotes the list that follows when the reply has room', () => {
    const travel = passage('/guides/hip#travel', 'Travel and holidays', [
      'The risk of a blood clot is higher in the weeks after a hip replacement. Long journeys where you sit still for hours, especially long flights, add to this risk. Talk to your team before you book any travel in the first few months after your operation.',
      'When you travel:',
      '- get up and walk about regularly, and move your ankles often while seated',
      '- drink plenty of water and avoid too much alcohol',
    ]);
    const reply = quoteAlone('can I go on a long flight after my hip op', travel);
    expect(reply).toMatch(/^The risk of a blood clot is higher/);
    expect(reply).toContain('- get up and walk about regularly');
  });

  it('answers "what is it?" from the entry that defines it, when the best section says how well it works', () => {
    const page = (heading: string, body: string[]): Passage => ({
      ...passage(`/guides/injections#${heading.toLowerCase().replace(/\W+/g, '-')}`, heading, body),
      pageTitle: 'Injections guide',
    });
    const evidence = page('What the evidence says', [
      'Some people notice less pain after a platelet injection and others notice no change; the evidence that it works is limited.',
    ]);
    const types = page('Types of injection', [
      '- **Platelet-rich plasma (PRP):** A small sample of your blood is spun in a machine and injected into the joint.',
      '- **Steroid injections:** A strong anti-inflammatory medicine.',
    ]);
    const filler = Array.from({ length: 60 }, (_, n) => passage(`/filler#${n}`, 'Other', [`Knee advice number ${n}.`]));
    const own = loadIndex(buildIndexFile([evidence, types, ...filler], ''));
    const read = readQuestion(own, 'what is PRP and does it work?');
    const rankedHere = [evidence, types].map((p, n) => ({
      passage: p,
      score: 2 - n,
      ownTermsMatched: 1,
      onTopic: true,
      answers: n ? [] : ['success'],
    }));
    const { reply } = composeReply(own, read, rankedHere);
    expect(reply.indexOf('A small sample of your blood')).toBeGreaterThan(-1);
    expect(reply.indexOf('A small sample of your blood')).toBeLessThan(reply.indexOf('the evidence that it works'));
  });

  it('quotes the list a section headed with the aspect leads into, not more of its paragraph', () => {
    const exercises = passage('/guides/knee#exercises', 'Your exercises', [
      'The exercises are the most important thing you can do to get a good result. The two main aims are to get your knee fully straight and to bend it as far as you can. Keep going with them for months, even when the knee feels good, because the muscles take a long time to recover their full strength.',
      '- **Thigh tightening:** Lying with your leg straight, press the back of the knee down.',
      '- **Straight leg raise:** With your knee straight, lift the leg a little way off the bed.',
    ]);
    const reply = quoteAlone('what exercises should I do after my knee replacement', exercises);
    expect(reply).toMatch(/Thigh tightening/);
    expect(reply).toMatch(/Straight leg raise/);
  });

  it('quotes a short passage whole', () => {
    const short = passage('/a#b', 'When can I drive?', ['Usually after 2-4 weeks, once you are off crutches.']);
    expect(quote('when can I drive', short)).toBe('Usually after 2-4 weeks, once you are off crutches.');
  });

  it('writes list items on consecutive lines and paragraphs apart', () => {
    const mixed = passage('/a#c', 'Mixed', ['Para one.', 'Then:', '- a', '- b', 'End.']);
    expect(quote('anything', mixed)).toBe('Para one.\n\nThen:\n- a\n- b\n\nEnd.');
  });

  it('quotes a list that answers as a whole with its other items, not one item alone', () => {
    const whoItHelps = passage('/knee-procedures/hamstring-repair#who-it-helps', 'Who it can help', [
      'Surgery may be suggested if:',
      '- you are active and want to get back to sport or a physical job',
      '- the tendon has come completely off the bone, or more than one tendon is torn',
      '- the tear is found within the first few weeks, when repair works best',
      'A tear in the middle of the muscle, or a partial tear, usually heals well with rest and physiotherapy alone.',
      'Your surgeon will examine your leg and look at an MRI scan before suggesting surgery to you.',
      'If surgery is not right for you, a physiotherapist will plan a programme of exercises to rebuild strength.',
    ]);
    const reply = quote('does a torn hamstring need an operation?', whoItHelps);
    expect(reply).toContain('Surgery may be suggested if:\n- you are active');
    expect(reply).toContain('- the tendon has come completely off the bone');
    expect(reply).toContain('- the tear is found within the first few weeks');
  });

  it('answers "what is it?" from the opening of a section headed for it', () => {
    const about = passage('/Treatments/partial-knee-replacement#about', 'What it is', [
      'The knee has three parts. If the other parts are healthy, only the worn part needs replacing.',
      'The worn surfaces are removed and replaced with metal and plastic parts.',
      'The cut is smaller than for a total knee replacement, and the ligaments are kept.',
      'Most people stay in hospital for one night, and some go home on the day of surgery.',
      'A physiotherapist will see you before you go home and show you exercises to do every day.',
      'Most people walk with crutches or a stick for a few weeks and are back to everyday activities within weeks.',
      'The knee keeps improving for several months, and some swelling and warmth around it is normal for a while.',
    ]);
    const withAbout = loadIndex(buildIndexFile([about, recovery], ''));
    const question = readQuestion(withAbout, 'wat is a unicompartmental knee replacement');
    expect(toMarkdown(selectUnits(withAbout, question, about))).toMatch(/^The knee has three parts/);
  });

  it('reads a section headed for "what is it?" on in order, not a later sentence that only repeats the name', () => {
    const whatItIs = passage('/knee-procedures/knee-replacement-revision#what-it-is', 'What it is', [
      'A revision knee replacement replaces part or all of a knee replacement you already have.',
      'Your surgeon takes out the old parts and puts in new ones, often with longer stems.',
      'Extra metal blocks may fill gaps in the bone, and some implants are linked together to keep the knee stable.',
      'If the knee is infected, it may be done in two stages, weeks or months apart, with a spacer in between.',
      'A revision knee replacement usually takes longer than the first operation did, and the stay may be longer.',
    ]);
    const reply = quoteAlone('what is a revision knee replacement', whatItIs);
    expect(reply).toMatch(/^A revision knee replacement replaces[^]*takes out the old parts and puts in new ones/);
  });

  it('says what it is first when the best passage answers the other part of "what is it, and...?"', () => {
    const what = passage('/Conditions/cartilage-tear#what', 'What is the meniscus?', [
      'Two C-shaped pads of cartilage.',
    ]);
    const heal = passage('/Conditions/cartilage-tear#heal', 'Will it heal?', ['Many tears settle with exercise.']);
    const both = loadIndex(buildIndexFile([what, heal], ''));
    const read = readQuestion(both, 'what is a meniscus tear and will it heal on its own');
    const ranking: RankedPassage[] = [
      { passage: heal, score: 1, ownTermsMatched: 1, onTopic: true, answers: [] },
      { passage: what, score: 0.8, ownTermsMatched: 1, onTopic: true, answers: ['definition'] },
    ];
    const reply = composeReply(both, read, ranking).reply;
    expect(reply.indexOf('C-shaped pads')).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf('C-shaped pads')).toBeLessThan(reply.indexOf('settle with exercise'));
  });

  it("adds the page's next section when it scores nearly as well, and only then", () => {
    const overview = passage('/Treatments/knee-osteotomy#overview', 'Overview', ['An osteotomy realigns the leg.']);
    const questions = passage('/Treatments/knee-osteotomy#questions', 'Who is it for?', ['Younger, active people.']);
    const both = loadIndex(buildIndexFile([overview, questions], ''));
    const read = readQuestion(both, 'what is an osteotomy and who is it for');
    const ranking = (second: number): RankedPassage[] =>
      [overview, questions].map((p, at) => ({
        passage: p,
        score: at ? second : 1,
        ownTermsMatched: 1,
        onTopic: true,
        answers: [],
      }));
    expect(composeReply(both, read, ranking(0.85)).reply).toContain('Younger, active people.');
    expect(composeReply(both, read, ranking(0.6)).reply).not.toContain('Younger, active people.');
  });

  it('quotes the next section briefly by its lines that best answer the question, in the order of the page', () => {
    const overview = passage('/Treatments/knee-osteotomy#overview', 'Overview', ['An osteotomy realigns the leg.']);
    const activities = passage('/Treatments/knee-osteotomy#activities', 'Activities', [
      '- **Walking:** short walks on the flat from the first weeks, a little further each day, with a stick if you need one.',
      '- **Swimming:** once the wound has healed fully and your physiotherapist is happy with how the knee bends.',
      '- **Golf:** usually after about three months, starting with putting and short shots before a full round.',
    ]);
    const both = loadIndex(buildIndexFile([overview, activities], ''));
    const read = readQuestion(both, 'what is an osteotomy and when can I play golf');
    const ranking: RankedPassage[] = [overview, activities].map((p, at) => ({
      passage: p,
      score: at ? 0.9 : 1,
      ownTermsMatched: 1,
      onTopic: true,
      answers: [],
    }));
    expect(composeReply(both, read, ranking).reply).toContain('**Golf:** usually after about three months');
  });

  it("adds another page's section of the same topic when it scores nearly as well, unless it repeats the first", () => {
    const ward = passage('/guides/hip-guide#in-hospital', 'In hospital', [
      'Most people stay in hospital for a few days.',
    ]);
    const home = passage('/hip-procedures/hip-replacement#recovery', 'Recovery', ['You walk with crutches at first.']);
    const again = passage('/Treatments/hip-replacement#stay', 'Your stay', [
      'Most people stay in hospital a few days.',
    ]);
    const pages = loadIndex(buildIndexFile([ward, home, again], ''));
    const read = readQuestion(pages, 'how long will i be in hospital after a hip replacement');
    const ranking = (...next: [Passage, boolean][]): RankedPassage[] => [
      { passage: ward, score: 1, ownTermsMatched: 1, onTopic: true, answers: [] },
      ...next.map(([p, onTopic]) => ({ passage: p, score: 0.9, ownTermsMatched: 1, onTopic, answers: [] })),
    ];
    expect(composeReply(pages, read, ranking([home, true])).reply).toContain('crutches');
    expect(composeReply(pages, read, ranking([home, false])).reply).not.toContain('crutches');
    expect(composeReply(pages, read, ranking([again, true], [home, true])).reply).not.toContain(
      'stay in hospital a few days',
    );
    expect(composeReply(pages, read, ranking([again, true], [home, true])).reply).toContain('crutches');
  });

  it('makes links that survive brackets in the url', () => {
    expect(markdownLink('ACL [repair]', '/knee-procedures/acl-(anterior-cruciate-ligament)-repair#risks')).toBe(
      '[ACL repair](</knee-procedures/acl-(anterior-cruciate-ligament)-repair#risks>)',
    );
  });

  it('leaves out pages scoring under half the best', () => {
    const list = ranked('/a#one', '/b#one');
    list[1]!.score = 0.4;
    expect(sourcesOf(list).map((s) => s.url)).toEqual(['/a#one']);
  });

  it('lists one source per page, best first, at most three', () => {
    const sources = sourcesOf(ranked('/a#one', '/a#two', '/b#one', '/c#one', '/d#one'));
    expect(sources.map((s) => s.url)).toEqual(['/a#one', '/b#one', '/c#one']);
    expect(sources[0]!.title).toBe('Knee replacement: Recovery');
  });

  it('says honestly when it is not sure, with the closest pages and the way to contact the practice', () => {
    const { reply, sources } = weakMatchReply(ranked('/a#one', '/b#one'));
    expect(reply).toMatch(/not sure our pages answer that/);
    expect(reply).toContain('[Knee replacement: Recovery](</a#one>)');
    expect(reply).toContain('(/#contact)');
    expect(sources).toHaveLength(2);
  });
});
