import { describe, expect, it } from 'vitest';

import { createEventParser } from './sse';

describe('server-sent event parser', () => {
  it('reads events split across pieces, in order', () => {
    const parser = createEventParser();
    expect(parser.push('event: delta\ndata: {"text":"Hel')).toEqual([]);
    expect(parser.push('lo"}\n\nevent: done\r\ndata: {}\r\n\r\nevent: de')).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'done', data: '{}' },
    ]);
    expect(parser.push('lta\ndata: a\ndata: b\n\n')).toEqual([{ event: 'delta', data: 'a\nb' }]);
  });

  it('ignores comments and events without data', () => {
    expect(createEventParser().push(': keep-alive\n\nevent: ping\n\n')).toEqual([]);
  });
});
