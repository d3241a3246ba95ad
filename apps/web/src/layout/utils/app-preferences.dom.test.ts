import { describe, expect, it } from 'vitest';
import {
  antdSize,
  deviceForWidth,
  loadSidebarOpened,
  loadSize,
  saveSidebarOpened,
  saveSize,
  type Size,
} from '@/layout/utils/app-preferences';

describe('deviceForWidth (docs/specification.md §2, screens and routes: narrower than 992 px is mobile)', () => {
  it.each([
    [375, 'mobile'],
    [991, 'mobile'],
    [992, 'desktop'],
    [1366, 'desktop'],
  ])('%i px → %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('sidebar status (docs/specification.md §4, states and transitions: 1 or 0 in session storage, open by default)', () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ['1', true],
    ['0', false],
    ['junk', true],
  ])('stored %s → open %s', (stored, opened) => {
    if (stored !== null) sessionStorage.setItem('sidebarStatus', stored);
    expect(loadSidebarOpened(sessionStorage)).toBe(opened);
  });

  it.each([
    [true, '1'],
    [false, '0'],
  ])('open %s is stored as %s', (opened, stored) => {
    saveSidebarOpened(sessionStorage, opened);
    expect(sessionStorage.getItem('sidebarStatus')).toBe(stored);
  });
});

describe('size (docs/specification.md §9, constants and limits: small by default, kept in the session)', () => {
  it.each<[string | null, Size]>([
    [null, 'small'],
    ['mini', 'mini'],
    ['default', 'default'],
    ['huge', 'small'],
  ])('stored %s → %s', (stored, size) => {
    if (stored !== null) sessionStorage.setItem('size', stored);
    expect(loadSize(sessionStorage)).toBe(size);
  });

  it('stores the choice', () => {
    saveSize(sessionStorage, 'medium');
    expect(loadSize(sessionStorage)).toBe('medium');
  });

  it.each<[Size, ReturnType<typeof antdSize>]>([
    ['default', { componentSize: 'large', compact: false }],
    ['medium', { componentSize: 'middle', compact: false }],
    ['small', { componentSize: 'small', compact: false }],
    ['mini', { componentSize: 'small', compact: true }],
  ])('%s maps to antd %o', (size, expected) => {
    expect(antdSize(size)).toEqual(expected);
  });
});
