import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';

describe('csvLine', () => {
  it.each([
    [['a', 1, true, null], 'a,1,true,\r\n'],
    [['say "hi"', 'a,b', 'two\nlines'], '"say ""hi""","a,b","two\nlines"\r\n'],
    [['=SUM(A1:A9)', '+1', '-2', '@x', 'ok=1'], "'=SUM(A1:A9),'+1,'-2,'@x,ok=1\r\n"],
    [[-3], '-3\r\n'],
    [['王芳 (13900000001)'], '王芳 (13900000001)\r\n'],
  ])('%j → %j', (values, line) => {
    expect(csvLine(values)).toBe(line);
  });
});
