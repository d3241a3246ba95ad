import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIST_VIEW, loadListView, saveListView } from '@/lib/list-view-settings';

afterEach(() => localStorage.clear());

describe('list view settings', () => {
  it('reads back what was saved, per list', () => {
    saveListView(localStorage, 'people', { density: 'small', hidden: ['mobile'] });
    expect(loadListView(localStorage, 'people')).toEqual({ density: 'small', hidden: ['mobile'] });
    expect(loadListView(localStorage, 'roles')).toEqual(DEFAULT_LIST_VIEW);
  });

  it.each([
    ['nothing stored', null, DEFAULT_LIST_VIEW],
    ['broken JSON', '{density', DEFAULT_LIST_VIEW],
    ['not an object', '"small"', DEFAULT_LIST_VIEW],
    ['an unknown density', '{"density":"huge","hidden":["a"]}', { density: 'middle', hidden: ['a'] }],
    ['hidden not a list', '{"density":"large","hidden":"a"}', { density: 'large', hidden: [] }],
    ['stray keys in the list', '{"hidden":["a",3,null]}', { density: 'middle', hidden: ['a'] }],
  ])('reads %s as the default', (_case, stored, expected) => {
    if (stored !== null) localStorage.setItem('list-view:people', stored);
    expect(loadListView(localStorage, 'people')).toEqual(expected);
  });
});
