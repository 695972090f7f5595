import { describe, expect, it } from 'vitest';

import { markdownLink, selectUnits, sourcesOf, weakMatchReply } from './compose';
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

  it('quotes a short passage whole', () => {
    const short = passage('/a#b', 'When can I drive?', ['Usually after 2-4 weeks, once you are off crutches.']);
    expect(quote('when can I drive', short)).toBe('Usually after 2-4 weeks, once you are off crutches.');
  });

  it('writes list items on consecutive lines and paragraphs apart', () => {
    const mixed = passage('/a#c', 'Mixed', ['Para one.', 'Then:', '- a', '- b', 'End.']);
    expect(quote('anything', mixed)).toBe('Para one.\n\nThen:\n- a\n- b\n\nEnd.');
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
