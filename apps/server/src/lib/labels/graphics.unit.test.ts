import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bitmap, bytesPerRow } from './bitmap';
import { cropped, decodeDg, decodeGfa, decodeHex, decodeTsplBitmap } from './graphic-decode.test-support';
import { tsplBitmap } from './tspl-graphic';
import { zplDownloadGraphic, zplGraphicField, zplHex } from './zpl-graphic';

/** Random pictures, many with long runs and repeated rows as text has, bits past the width clear. */
const bitmaps = fc
  .record({ width: fc.integer({ min: 1, max: 900 }), height: fc.integer({ min: 1, max: 12 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.constantFrom(0x00, 0xff, 0x0f, 0xf0, 0x81, 0x3c), {
        minLength: bytesPerRow(width) * height,
        maxLength: bytesPerRow(width) * height,
      })
      .map((bytes): Bitmap => {
        const data = Uint8Array.from(bytes);
        const perRow = bytesPerRow(width);
        for (let y = 0; y < height; y++) {
          if (y % 3 === 2) data.copyWithin(y * perRow, (y - 1) * perRow, y * perRow);
          data[y * perRow + perRow - 1]! &= (0xff << (perRow * 8 - width)) & 0xff;
        }
        return { width, height, data };
      }),
  );

describe('ZPL graphics', () => {
  it('round-trip any picture through the compressed hex', () => {
    fc.assert(
      fc.property(bitmaps, (bitmap) => {
        expect(cropped(decodeGfa(zplGraphicField(bitmap)), bitmap.width)).toEqual(bitmap);
        const stored = decodeDg(zplDownloadGraphic('LBL1', bitmap));
        expect(stored.name).toBe('R:LBL1.GRF');
        expect(cropped(stored.bitmap, bitmap.width)).toEqual(bitmap);
      }),
    );
  });

  it('decode the ZPL II Programming Guide examples as documented', () => {
    // "vMB or MvB will send 327 hexadecimal B's"; "M6" is 6666666; "hB" is 40 B's.
    expect(Buffer.from(decodeHex('vMBB', 164, 164).data).toString('hex')).toBe('b'.repeat(328));
    expect(Buffer.from(decodeHex('MvBB', 164, 164).data).toString('hex')).toBe('b'.repeat(328));
    expect(Buffer.from(decodeHex('M66hB00', 25, 25).data).toString('hex')).toBe(
      `66666666${'b'.repeat(40)}00`,
    );
    // The guide's triangle, condensed with commas (a row of 6 bytes).
    const triangle = decodeHex('F0,\nFF,\nFFF0,\nFFFFF0,\nFFFFFF,', 30, 6);
    expect(Buffer.from(triangle.data).toString('hex').toUpperCase()).toBe(
      ['F00000000000', 'FF0000000000', 'FFF000000000', 'FFFFF0000000', 'FFFFFF000000'].join(''),
    );
  });

  it('compress runs, row ends and repeated rows', () => {
    const rows = (...hex: string[]): Bitmap => {
      const data = Buffer.from(hex.join(''), 'hex');
      return { width: (hex[0]!.length / 2) * 8, height: hex.length, data: Uint8Array.from(data) };
    };
    expect(zplHex(rows('FFFFFFFFFFFFFFFFFFFF', '8000FFFF0000FFFF0001', '8000FFFF0000FFFF0001'))).toBe(
      '!8I0JFJ0JFI01:',
    );
    // An odd run of zeros at the end keeps one zero before the comma.
    expect(zplHex(rows('FFFFF00000'))).toBe('KF0,');
    expect(zplHex(rows('00'.repeat(300)))).toBe(',');
    expect(zplHex(rows(`${'AA'.repeat(250)}01`))).toBe('zYAjGA01');
  });
});

describe('TSPL BITMAP', () => {
  it('round-trip any picture, bits inverted on the wire', () => {
    fc.assert(
      fc.property(bitmaps, fc.nat(800), fc.nat(800), (bitmap, x, y) => {
        const decoded = decodeTsplBitmap(tsplBitmap(x, y, bitmap));
        expect({ ...decoded, bitmap: cropped(decoded.bitmap, bitmap.width) }).toEqual({ x, y, bitmap });
      }),
    );
  });

  it('send 0 for a black dot', () => {
    const command = tsplBitmap(10, 20, { width: 8, height: 1, data: Uint8Array.of(0x80) });
    expect(command).toEqual(
      Buffer.concat([Buffer.from('BITMAP 10,20,1,1,0,'), Buffer.of(0x7f), Buffer.from('\r\n')]),
    );
  });
});
