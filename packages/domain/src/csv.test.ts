import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+919845012345', "'+919845012345"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    [null, ''],
    [2.5, '2.5'],
  ])('%s -> %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM and CRLF lines', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
