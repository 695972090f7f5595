import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './csv';

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
