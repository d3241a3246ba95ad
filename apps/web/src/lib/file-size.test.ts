import { describe, expect, it } from 'vitest';
import { formatSize } from '@/lib/file-size';

describe('file sizes, as people read them', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1.0 KB'],
    [6 * 1024 * 1024, '6.0 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [8 * 1024 ** 3, '8.0 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
