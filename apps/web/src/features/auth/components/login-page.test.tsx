import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/components/login-page';
import { rememberLogin } from '@/features/auth/utils/remembered-login';
import { getToken } from '@/lib/auth-storage';
import { fakeApi, restoreApi } from '@/testing/fake-api';

const captcha = { img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: '0b6f3c3e-8d2a-4c1e-9a57-0f1d2e3c4b5a' };
const info = {
  user: {
    id: 1,
    mobile: '13812345678',
    name: 'Li Lei',
    avatarName: null,
    email: null,
    jobNumber: null,
    dept: null,
    enabled: true,
    platformAdmin: false,
  },
  roles: [],
  factory: { factoryId: 7, factoryName: 'North Mill', timeZone: 'Asia/Shanghai' },
};

afterEach(restoreApi);

function renderLoginPage(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/work/list', element: <p>work list</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

describe('login page', () => {
  it('labels every field and shows the captcha', async () => {
    fakeApi({ 'GET /auth/code': () => captcha });
    renderLoginPage('/login');
    for (const label of ['Mobile number', 'Password', 'Captcha', 'Factory', 'Remember me']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect((await screen.findByAltText('captcha')).getAttribute('src')).toBe(captcha.img);
  });

  it('rejects a mobile number that breaks the spec rule', async () => {
    fakeApi({ 'GET /auth/code': () => captcha });
    renderLoginPage('/login');
    const mobile = screen.getByLabelText('Mobile number');
    fireEvent.change(mobile, { target: { value: '12012345678' } });
    fireEvent.blur(mobile);
    expect(await screen.findByText('Please enter a valid 11-digit mobile number')).toBeTruthy();
  });

  it('signs in to the only factory and returns to the redirect', async () => {
    const requests = fakeApi({
      'GET /auth/code': () => captcha,
      'POST /auth/getLoginList': () => [{ factoryId: 7, factoryName: 'North Mill' }],
      'POST /auth/login': () => ({ token: 'Bearer t0k', expiresAt: Date.now() + 3_600_000, user: info }),
    });
    const router = renderLoginPage(`/login?redirect=${encodeURIComponent('/work/list?page=2')}`);
    await screen.findByAltText('captcha');

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.blur(screen.getByLabelText('Password'));
    await screen.findByTitle('North Mill');
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('work list')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    const login = requests.find((request) => request.url === '/auth/login');
    expect(JSON.parse(String(login?.data))).toEqual({
      mobile: '13812345678',
      password: 'secret',
      code: 'ab12',
      uuid: captcha.uuid,
      factoryId: 7,
    });
    expect(getToken()).toBe('Bearer t0k');
    await waitFor(() => expect(localStorage.getItem('remembered-login')).toContain('"factoryId":7'));
  });

  it('clicking the captcha image fetches a new captcha and shows it, clearing the answer', async () => {
    const next = { img: 'data:image/svg+xml;base64,PHN2ZyBpZD0iMiIvPg==', uuid: 'second-captcha' };
    const captchas = [captcha, next];
    const requests = fakeApi({ 'GET /auth/code': () => captchas.shift() });
    renderLoginPage('/login');
    const image = await screen.findByAltText('captcha');
    expect(image.getAttribute('src')).toBe(captcha.img);
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'ab12' } });

    fireEvent.click(image);

    await waitFor(() => expect(screen.getByAltText('captcha').getAttribute('src')).toBe(next.img));
    expect(requests.filter((request) => request.url === '/auth/code')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Captcha').value).toBe('');
  });

  it('fetches the captcha once the network is back when the page was opened offline', async () => {
    let networkUp = false;
    const requests = fakeApi({
      'GET /auth/code': () => {
        if (!networkUp) throw new TypeError('Failed to fetch');
        return captcha;
      },
    });
    renderLoginPage('/login');
    expect(await screen.findByText('Reload')).toBeTruthy();
    expect(screen.queryByAltText('captcha')).toBeNull();

    networkUp = true;
    window.dispatchEvent(new Event('online'));

    expect((await screen.findByAltText('captcha')).getAttribute('src')).toBe(captcha.img);
    // Back online with a captcha shown: not replaced under the user's answer.
    window.dispatchEvent(new Event('online'));
    expect(requests.filter((request) => request.url === '/auth/code')).toHaveLength(2);
  });

  it('remember me: pre-fills the remembered mobile and factory, and forgets them when signing in without it', async () => {
    rememberLogin({ mobile: '13812345678', factoryId: 9 });
    fakeApi({
      'GET /auth/code': () => captcha,
      'POST /auth/getLoginList': () => [
        { factoryId: 7, factoryName: 'North Mill' },
        { factoryId: 9, factoryName: 'South Mill' },
      ],
      'POST /auth/login': () => ({ token: 'Bearer t0k', expiresAt: Date.now() + 3_600_000, user: info }),
    });
    renderLoginPage(`/login?redirect=${encodeURIComponent('/work/list')}`);
    await screen.findByAltText('captcha');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('13812345678');
    const rememberMe = screen.getByLabelText<HTMLInputElement>('Remember me');
    expect(rememberMe.checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.blur(screen.getByLabelText('Password'));
    // Of the two factories offered, the remembered one is selected.
    await screen.findByTitle('South Mill');
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'ab12' } });
    fireEvent.click(rememberMe);
    expect(rememberMe.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('work list')).toBeTruthy();
    expect(localStorage.getItem('remembered-login')).toBeNull();
  });

  it('marks the password field when the server says the mobile number or password is wrong', async () => {
    fakeApi({
      'GET /auth/code': () => captcha,
      'POST /auth/getLoginList': () => [{ factoryId: 7, factoryName: 'North Mill' }],
    });
    // The fake answers a login without a handler with the server's 404 body; this one answers 400.
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      (typeof input === 'string' ? input : '').endsWith('/auth/login')
        ? Promise.resolve(
            new Response(JSON.stringify({ status: 400, message: 'Wrong mobile number or password' }), {
              status: 400,
            }),
          )
        : fakeFetch(input, init);
    renderLoginPage('/login');
    await screen.findByAltText('captcha');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.blur(screen.getByLabelText('Password'));
    await screen.findByTitle('North Mill');
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'another' } });
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows each missing field’s message under it on submit, tied to the field', async () => {
    fakeApi({ 'GET /auth/code': () => captcha });
    renderLoginPage('/login');
    await screen.findByAltText('captcha');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    for (const [label, message] of [
      ['Mobile number', 'Please enter your mobile number'],
      ['Password', 'Please enter your password'],
      ['Captcha', 'Please enter the captcha'],
      ['Factory', 'Please select a factory'],
    ]) {
      const field = screen.getByLabelText(label ?? '');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        message,
      );
    }
  });
});
