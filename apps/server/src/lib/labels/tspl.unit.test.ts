import { describe, expect, it } from 'vitest';
import type { LabelSetup } from './label';
import { fontArt } from './text-art';
import { tsplFont, TsplWriter } from './tspl';

const setup: LabelSetup = {
  protocol: 'tspl',
  dpi: 203,
  widthMm: 100,
  heightMm: 150,
  gapMm: 2,
  darkness: null,
  speed: null,
  cjkFont: false,
};

const written = (text: string, height: number, maxWidth: number) => {
  const writer = new TsplWriter(setup, fontArt);
  writer.label({ elements: [{ kind: 'text', x: 10, y: 10, height, maxWidth, text }] });
  return writer.finish().toString('latin1');
};

describe('TSPL text in the printer’s fonts', () => {
  it('takes a narrower font before it cuts a text: "10 / 16" and a dye lot stay whole', () => {
    expect(written('10 / 16', 96, 260)).toContain('"10 / 16"');
    expect(written('G2408-11', 32, 120)).toContain('"G2408-11"');
    // The tallest that fits both ways.
    expect(tsplFont(203, 96, 7, 260)).toMatchObject({ name: '2', mul: 3, width: 36 });
  });

  it('cuts only what no font can fit, at a whole character', () => {
    const line = written('ABCDEFGHIJKLMNOP', 24, 40);
    expect(line).toContain('TEXT 10,10,"1",0,1,1,"ABCDE"');
  });

  it('lets no value end its command: quotes escaped, control characters blanked', () => {
    const writer = new TsplWriter({ ...setup, cjkFont: true }, fontArt);
    const sneaky = 'T"\r\nPRINT 99\r\n\u001b!R';
    writer.label({
      elements: [
        { kind: 'qr', x: 10, y: 10, cell: 4, text: sneaky },
        { kind: 'code128', x: 10, y: 200, height: 80, module: 2, text: sneaky },
        { kind: 'text', x: 10, y: 300, height: 24, maxWidth: 700, text: `颜色${sneaky}` },
      ],
    });
    const lines = writer.finish().toString('latin1').split('\r\n');
    expect(lines.filter((line) => line.startsWith('PRINT'))).toEqual(['PRINT 1,1']);
    expect(lines.find((line) => line.startsWith('QRCODE'))).toBe(
      'QRCODE 10,10,M,4,A,0,"T\\["]  PRINT 99   !R"',
    );
    expect(lines.join('\n')).not.toContain('\u001b');
  });
});
