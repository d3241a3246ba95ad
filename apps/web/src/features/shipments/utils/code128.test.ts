import { describe, expect, it } from 'vitest';
import { code128Modules, code128Svg, code128Values, isCode128Text } from '@/features/shipments/utils/code128';

describe('Code 128', () => {
  it('writes start B, the characters, the check symbol and stop', () => {
    // P J J 1 2 3 C are 48 42 42 17 18 19 35; the check is (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6
    // + 35·7) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    // CH-20260102-001-3: the check of the carton's code.
    const values = code128Values('CH-20260102-001-3');
    const sum = values.slice(1, -2).reduce((total, value, i) => total + value * (i + 1), 104);
    expect(values.at(-2)).toBe(sum % 103);
  });

  it('draws the known bars of start B, “A” and stop, 11 modules a symbol', () => {
    const modules = code128Modules('A');
    // Start B, "A" (33), the check (104 + 33 = 137 mod 103 = 34), stop.
    expect(modules.slice(0, 11)).toBe('11010010000');
    expect(modules.slice(11, 22)).toBe('10100011000');
    expect(modules.slice(-13)).toBe('1100011101011');
    expect(modules).toHaveLength(11 * 3 + 13);
  });

  it('gives every symbol 11 modules', () => {
    const all = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    expect(code128Modules(all)).toHaveLength(11 * (all.length + 2) + 13);
  });

  it('refuses text set B cannot write', () => {
    expect(isCode128Text('CH-1')).toBe(true);
    expect(isCode128Text('箱1')).toBe(false);
    expect(() => code128Values('')).toThrow(RangeError);
  });

  it('makes an SVG of the bars with quiet zones', () => {
    const svg = code128Svg('A', { height: 30 });
    expect(svg).toContain('viewBox="0 0 66 30"');
    expect(svg).toContain('M10 0h2v30h-2z');
  });
});
