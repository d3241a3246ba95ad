import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const captcha = { img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: '0b6f3c3e-8d2a-4c1e-9a57-0f1d2e3c4b5a' };

afterEach(restoreApi);

describe('language switch on the login page', () => {
  it('lets a worker choose the language before signing in, and remembers it', async () => {
    fakeApi({ 'GET /auth/code': () => captcha });
    renderApp('/login');
    const switches = within(await screen.findByRole('group', { name: 'Language' }));
    expect(switches.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(switches.getByRole('button', { name: '简体中文' }));
    expect(await screen.findByRole('button', { name: /^登\s?录$/ })).toBeTruthy();
    for (const label of ['手机号', '密码', '验证码', '工厂', '记住我']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const chinese = within(screen.getByRole('group', { name: '语言' }));
    expect(chinese.getByRole('button', { name: '简体中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('language')).toBe('zh-CN');

    fireEvent.click(chinese.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
  });
});
