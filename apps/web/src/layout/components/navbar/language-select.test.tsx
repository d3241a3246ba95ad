import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreLanguage } from '@/lib/language';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoMenus, renderApp, renderShell, shellApi, signIn } from '@/testing/render-app';

// Business pages are real screens now; the shell is tested with a stand-in that keeps what is typed.
vi.mock('@/app/page-registry', async (original) =>
  (await import('@/testing/stateful-page')).withStandInPages(await original()),
);

afterEach(restoreApi);

/** The dropdown menu holding this entry (the sidebar is a menu too, and a closed dropdown stays in the page). */
async function dropdownWith(entry: string) {
  const menu = (await screen.findByRole('menuitem', { name: entry })).closest<HTMLElement>('[role="menu"]');
  if (!menu) throw new Error(`${entry} is in no menu`);
  return within(menu);
}

async function chooseFromLanguageMenu(buttonName: string, language: string) {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  fireEvent.click((await dropdownWith(language)).getByRole('menuitem', { name: language }));
}

const sidebarGroups = () =>
  within(screen.getByRole('navigation', { name: /^(Main menu|主菜单)$/ }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

const breadcrumbTrail = (label: string) =>
  within(screen.getByRole('navigation', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('language menu', () => {
  it('offers each language by its own name, the current one selected', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const items = (await dropdownWith('简体中文')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', '简体中文']);
    expect(items[0]?.className).toContain('ant-dropdown-menu-item-selected');
  });

  it('switches the shell to Simplified Chinese and back, remembering the choice', async () => {
    await renderShell('/bundle/create');
    await screen.findByRole('heading', { name: 'Bundle numbering' });

    await chooseFromLanguageMenu('Language', '简体中文');
    expect(await screen.findByRole('button', { name: 'Wang Fang 的账户菜单' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    // The shipped menus in Chinese; the fixtures' own (not in the server's catalogue) as the server wrote them.
    expect(screen.getByRole('heading', { name: '分扎编号' })).toBeTruthy();
    expect(breadcrumbTrail('面包屑导航')).toEqual(['首页', '裁床', '分扎编号']);
    expect(sidebarGroups()).toEqual(['首页', '裁床', '分扎编号', '出货单', '系统管理', 'User guide']);
    expect(document.title).toBe('分扎编号 - Garment Back Office');
    // antd's own texts follow: the account menu, then the log-out confirmation's buttons.
    fireEvent.click(screen.getByRole('button', { name: 'Wang Fang 的账户菜单' }));
    const entries = (await dropdownWith('个人中心')).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '个人中心',
      '企业信息',
      '修改密码',
      '退出登录',
    ]);
    fireEvent.click(entries[3] as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: '确定注销并退出系统吗？' });
    expect(within(confirm).getByRole('button', { name: /^取\s?消$/ })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /^取\s?消$/ }));

    await chooseFromLanguageMenu('语言', 'English');
    expect(await screen.findByRole('button', { name: 'Account menu of Wang Fang' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bundle numbering' })).toBeTruthy();
    expect(breadcrumbTrail('Breadcrumb')).toEqual(['Home', 'Cutting room', 'Bundle numbering']);
    expect(sidebarGroups()).toEqual([
      'Home',
      'Cutting room',
      'Bundle numbering',
      'Shipment orders',
      'System',
      'User guide',
    ]);
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('finds pages by their Chinese titles in the header search', async () => {
    await renderShell();
    await chooseFromLanguageMenu('Language', '简体中文');
    fireEvent.click(await screen.findByRole('button', { name: '搜索菜单' }));
    fireEvent.change(await screen.findByRole('combobox', { name: '搜索菜单' }), {
      target: { value: '角色' },
    });
    expect(await screen.findByText('系统管理 > 角色管理')).toBeTruthy();
  });

  it('starts in the language remembered from the last visit', async () => {
    localStorage.setItem('language', 'zh-CN');
    // What src/main.tsx awaits before the first render.
    await restoreLanguage();
    signIn();
    fakeApi(shellApi(demoMenus));
    renderApp('/bundle/create');
    expect(await screen.findByRole('heading', { name: '分扎编号' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '已打开的页面' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wang Fang 的账户菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '语言' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('starts in the browser’s language without a remembered choice (a phone set to Chinese)', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-TW');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'zh', 'en-US']);
    await restoreLanguage();
    signIn();
    fakeApi(shellApi(demoMenus));
    renderApp('/bundle/create');
    expect(await screen.findByRole('button', { name: 'Wang Fang 的账户菜单' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    // Following the browser is not a choice: nothing is remembered for it.
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('keeps a remembered English over the browser’s Chinese', async () => {
    localStorage.setItem('language', 'en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    await restoreLanguage();
    await renderShell();
    expect(screen.getByRole('button', { name: 'Account menu of Wang Fang' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
