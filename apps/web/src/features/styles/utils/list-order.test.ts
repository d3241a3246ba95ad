import { describe, expect, it } from 'vitest';
import { appendNames, insertAt, moveItem, removeAt } from '@/features/styles/utils/list-order';

const SIZES = ['S', 'M', 'L', 'XL'];

describe('ordered lists', () => {
  it.each([
    [0, 1, ['M', 'S', 'L', 'XL']],
    [3, 2, ['S', 'M', 'XL', 'L']],
    [0, 3, ['M', 'L', 'XL', 'S']],
    [3, 0, ['XL', 'S', 'M', 'L']],
    [1, 1, SIZES],
    [0, -1, SIZES],
    [3, 4, SIZES],
  ])('moves the item at %i to %i', (from, to, expected) => {
    expect(moveItem(SIZES, from, to)).toEqual(expected);
  });

  it('removes and inserts by position, leaving the list given alone', () => {
    expect(removeAt(SIZES, 1)).toEqual(['S', 'L', 'XL']);
    expect(insertAt(SIZES, 2, 'X')).toEqual(['S', 'M', 'X', 'L', 'XL']);
    expect(insertAt(SIZES, 9, 'X')).toEqual([...SIZES, 'X']);
    expect(SIZES).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('appends names once, trimmed, without blanks', () => {
    expect(appendNames(['Black'], [' White ', 'Black', '', 'Navy', 'White'])).toEqual([
      'Black',
      'White',
      'Navy',
    ]);
  });
});
