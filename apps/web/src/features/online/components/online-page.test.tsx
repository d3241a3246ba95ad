import type { OnlineSession, OnlineUser, Page } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OnlinePage } from '@/features/online/components/online-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const session = (key: string, current = false): OnlineSession => ({
  key,
  ip: '10.0.0.8',
  browser: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  loginTime: '2026-03-03T06:00:00.000Z',
  lastSeen: '2026-03-03T06:30:00.000Z',
  current,
});

const person = (userId: number, name: string, sessions: OnlineSession[]): OnlineUser => ({
  userId,
  name,
  mobile: `1390000${String(userId).padStart(4, '0')}`,
  dept: 'Sewing line 1',
  loginTime: '2026-03-03T06:00:00.000Z',
  lastSeen: '2026-03-03T06:30:00.000Z',
  sessions,
});

const page: Page<OnlineUser> = {
  content: [
    person(1, 'Wang Fang', [session('1', true)]),
    person(7, 'Zhang Min', [session('7'), session('8')]),
    person(9, 'Liu Yang', [session('9')]),
  ],
  totalElements: 3,
};

describe('online users', () => {
  it('forces the selected users out after eladmin’s confirmation, never the caller’s own session', async () => {
    signIn({ ...demoUser, roles: ['online:list', 'online:kick'] });
    const requests = fakeApi({ 'GET /auth/online': () => page, 'DELETE /auth/online': () => undefined });
    renderWithProviders(<OnlinePage />);

    expect(await screen.findByText('This session')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Wang Fang' })).toHaveProperty('disabled', true);
    const zhang = screen.getByText('Zhang Min').closest('tr') as HTMLElement;
    expect(within(zhang).getByText('2')).toBeTruthy(); // one row, two sessions
    const kick = screen.getByRole('button', { name: 'Force out' });
    expect(kick).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Zhang Min' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Liu Yang' }));
    fireEvent.click(kick);
    // antd's test ids make every dialog's name ambiguous in jsdom: the dialog is found by its text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm to force out the 2 selected users?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Force out' }));

    await screen.findByText('2 users forced out');
    const sent = requests.find((request) => request.method === 'delete');
    expect(JSON.parse(String(sent?.data))).toEqual(['7', '8', '9']);
  });

  it('shows a person’s sessions inside their row, each to force out on its own', async () => {
    signIn({ ...demoUser, roles: ['online:list', 'online:kick'] });
    const requests = fakeApi({ 'GET /auth/online': () => page, 'DELETE /auth/online': () => undefined });
    renderWithProviders(<OnlinePage />);
    const zhang = (await screen.findByText('Zhang Min')).closest('tr') as HTMLElement;
    fireEvent.click(zhang.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(await screen.findAllByText('Chrome 140 · Windows')).toHaveLength(2);
    // By label, not role: role queries over two antd tables take jsdom minutes.
    const sessions = screen.getAllByLabelText('More actions for the session of Zhang Min from 10.0.0.8');
    fireEvent.click(sessions[1] as HTMLElement);
    fireEvent.click(await screen.findByText('Force out', { selector: '.ant-dropdown-menu-title-content' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Confirm to force out the session of Zhang Min from 10.0.0.8?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Force out' }));
    await screen.findByText('The session was forced out');
    const sent = requests.find((request) => request.method === 'delete');
    expect(JSON.parse(String(sent?.data))).toEqual(['8']);
  });

  it('offers no way to force anyone out without online:kick', async () => {
    signIn({ ...demoUser, roles: ['online:list'] });
    fakeApi({ 'GET /auth/online': () => page });
    renderWithProviders(<OnlinePage />);
    await screen.findByText('Zhang Min');
    expect(screen.queryByRole('button', { name: /Force out/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
