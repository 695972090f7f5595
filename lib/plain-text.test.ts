import { describe, expect, it } from 'vitest';

import { blocksToText, stripMarks } from './plain-text';

describe('stripMarks', () => {
  it('keeps the words of links and bold text and drops the marks', () => {
    expect(
      stripMarks('See [ACL injuries](/Conditions/acl/-ligament-injury-(sports-knee-injury)) and **call 999** now.'),
    ).toBe('See ACL injuries and call 999 now.');
  });
});

describe('blocksToText', () => {
  it('flattens paragraphs, lists and definitions into lines', () => {
    expect(
      blocksToText([
        { kind: 'paragraph', text: 'First.' },
        { kind: 'list', intro: 'You may:', items: ['rest', '**ice** it'], outro: 'Then walk.' },
        { kind: 'definitions', items: [{ term: 'MPFL', details: 'a ligament' }] },
      ]),
    ).toBe('First.\nYou may:\nrest\nice it\nThen walk.\nMPFL: a ligament');
  });
});
