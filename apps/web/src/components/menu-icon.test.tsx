import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, menuIcon } from '@/components/menu-icon';

const iconName = (name: string | undefined) =>
  render(menuIcon(name)).container.querySelector('.anticon')?.getAttribute('aria-label');

describe('menu icons', () => {
  it('draws the attendance and efficiency menus’ icons, and a neutral one for a name outside the set', () => {
    expect(MENU_ICON_NAMES).toEqual(expect.arrayContaining(['date', 'chart']));
    expect(iconName('date')).toBe('calendar');
    expect(iconName('chart')).toBe('line-chart');
    expect(iconName('no-such-icon')).toBe('appstore');
  });
});
