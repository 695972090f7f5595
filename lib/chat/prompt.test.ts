import { describe, expect, it } from 'vitest';

import { modelContents, referenceText, systemInstruction } from './prompt';
import type { Passage } from './types';

const passage: Passage = {
  id: 'a',
  url: '/knee-procedures/knee-arthroscopy#recovery',
  pageTitle: 'Keyhole knee surgery',
  heading: 'Recovery',
  body: ['Rest for 48 hours.'],
  keywords: '',
  kind: 'section',
};

describe('the model prompt', () => {
  it('frames the surgeon’s assistant, its rules, the reference text and the passages with their urls', () => {
    const system = systemInstruction(
      { surgeonName: 'Mr Test', role: 'Consultant Surgeon', practiceName: 'Test Practice' },
      'REFERENCE TEXT',
      [passage],
    );
    expect(system).toContain('virtual assistant of Mr Test, Consultant Surgeon');
    expect(system).toContain('Use only the reference material and the website passages');
    expect(system).toContain('999');
    expect(system).toContain('**bold**');
    expect(system).toContain('REFERENCE TEXT');
    expect(system).toContain(
      '[1] Keyhole knee surgery: Recovery (url: /knee-procedures/knee-arthroscopy#recovery)\nRest for 48 hours.',
    );
  });

  it('says when no passage matched', () => {
    expect(systemInstruction({ surgeonName: 'a', role: 'b', practiceName: 'c' }, '', [])).toContain(
      'No passage of the website matched',
    );
  });

  it('builds the reference text from the practice facts and the treatments, without link marks', () => {
    const text = referenceText(
      [{ heading: 'How to book', body: ['Use the [form](/#contact).'] }],
      ['Knee Arthroscopy'],
    );
    expect(text).toBe('## How to book\nUse the form.\n\n## Treatments described on this website\n- Knee Arthroscopy');
  });

  it('passes the conversation with the visitor first and the question last', () => {
    const contents = modelContents(
      [
        { role: 'assistant', content: 'Hello' },
        { role: 'user', content: 'Tell me about ACL' },
        { role: 'assistant', content: 'The ACL is a ligament.' },
      ],
      'How long is recovery?',
    );
    expect(contents).toEqual([
      { role: 'user', parts: [{ text: 'Tell me about ACL' }] },
      { role: 'model', parts: [{ text: 'The ACL is a ligament.' }] },
      { role: 'user', parts: [{ text: 'How long is recovery?' }] },
    ]);
  });
});
