import { describe, expect, it } from 'vitest';

import { markdownLink, selectLines, sourcesOf, toMarkdown } from './compose';
import type { RankedPassage } from './search';
import { terms } from './text';
import type { Passage } from './types';

const passage = (url: string, heading = 'Recovery'): Passage => ({
  id: url,
  url,
  pageTitle: 'Knee replacement',
  heading,
  body: ['x'],
  keywords: '',
  kind: 'section',
});
const ranked = (...urls: string[]): RankedPassage[] =>
  urls.map((url) => ({ passage: passage(url), score: 1, ownTermsMatched: 1 }));

describe('composing an offline reply', () => {
  it('quotes a short passage whole', () => {
    const body = ['Rest.', 'Then:', '- walk', '- swim'];
    expect(selectLines(body, new Set(['walk']))).toEqual(body);
  });

  it('trims a long passage to the parts that match the question, in reading order, keeping a list with its intro', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const body = [
      `Opening ${filler(60)}.`,
      'Driving:',
      '- you can drive after a few weeks',
      `Work ${filler(60)}.`,
      `Sport ${filler(60)}.`,
    ];
    const lines = selectLines(body, new Set(terms('when can I drive')), 80);
    // The driving list first by relevance, then the opening paragraph while it fits; shown in page order.
    expect(lines).toEqual([`Opening ${filler(60)}.`, 'Driving:', '- you can drive after a few weeks']);
  });

  it('cuts a single over-long list to its most relevant items', () => {
    const items = Array.from({ length: 30 }, (_, i) => `- item number ${i} about general things here`);
    items[20] = '- driving is usually possible after six weeks';
    const lines = selectLines(['After surgery:', ...items], new Set(terms('driving')), 20);
    expect(lines[0]).toBe('After surgery:');
    expect(lines).toContain('- driving is usually possible after six weeks');
    expect(lines.length).toBeLessThan(6);
  });

  it('writes list items on consecutive lines and paragraphs apart', () => {
    expect(toMarkdown(['Para.', '- a', '- b', 'End.'])).toBe('Para.\n\n- a\n- b\n\nEnd.');
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
});
