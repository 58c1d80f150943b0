import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['line\r\nbreak', '"line\r\nbreak"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=a,"b"', `"'=a,""b"""`],
    ['a=b', 'a=b'],
    [1500, '1500'],
    [-5, '-5'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a "b"', 'c,d', 'e\nf', -5, null],
        ['-5', '+1', '@x'],
      ]),
    ).toBe('"a ""b""","c,d","e\nf",-5,\r\n\'-5,\'+1,\'@x\r\n');
  });
});
