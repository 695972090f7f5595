import { describe, expect, it } from 'vitest';

import { csvCell, csvUkTime, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain values alone and empties null', () => {
    expect(csvCell('Knee Arthritis')).toBe('Knee Arthritis');
    expect(csvCell(5)).toBe('5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Hello, world')).toBe('"Hello, world"');
    expect(csvCell('She said "great"')).toBe('"She said ""great"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+44 1632 960001')).toBe("'+44 1632 960001");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('does not alter numbers, which cannot carry a formula', () => {
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'Stars', value: (r) => r.n },
      ],
      [{ name: 'Ann, B.', n: 4 }],
    );
    expect(csv).toBe('\uFEFFName,Stars\r\n"Ann, B.",4\r\n');
  });
});

describe('csvUkTime', () => {
  it('writes an instant as a spreadsheet date-time in UK local time, summer time included', () => {
    expect(csvUkTime('2026-11-25T14:05:09.123Z')).toBe('2026-11-25 14:05:09');
    expect(csvUkTime('2026-07-01T09:30:00.000Z')).toBe('2026-07-01 10:30:00');
    expect(csvUkTime('2026-03-29T00:59:59.000Z')).toBe('2026-03-29 00:59:59');
    expect(csvUkTime('2026-03-29T01:00:00.000Z')).toBe('2026-03-29 02:00:00');
    expect(csvUkTime(null)).toBe('');
  });

  it('is a cell a spreadsheet reads as it is: no quotes, no apostrophe', () => {
    expect(csvCell(csvUkTime('2026-07-01T09:30:00.000Z'))).toBe('2026-07-01 10:30:00');
  });
});
