import type { BoardLink, IssuedBoardLink } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardLinksPage } from '@/features/board/components/board-links-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const line1: BoardLink = {
  id: 7,
  deptId: 3,
  deptName: 'Sewing line 1',
  name: 'Line 1 TV',
  createdByName: 'Wang Fang',
  createTime: '2026-12-01T01:00:00Z',
  lastSeenAt: '2026-12-02T06:05:00Z',
  revokedAt: null,
};
const old: BoardLink = {
  ...line1,
  id: 5,
  name: 'Old TV',
  lastSeenAt: null,
  revokedAt: '2026-11-30T01:00:00Z',
};
const KEY = 'Q'.repeat(40) + '-_9';

const linksApi = (links: BoardLink[], extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/boardLinks': () => links,
    'GET /api/users/getDept': () => [{ id: 3, name: 'Sewing line 1', children: [] }],
    ...extra,
  });

describe('line boards page', () => {
  it('lists the display links with their line, screen, issuer, last use and status', async () => {
    signIn(demoUser);
    linksApi([line1, old]);
    renderWithProviders(<BoardLinksPage />);
    const row = (await screen.findByText('Line 1 TV')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sewing line 1')).toBeTruthy();
    expect(within(row).getByText('Wang Fang')).toBeTruthy();
    expect(within(row).getByText('2026-12-02 14:05')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const revoked = screen.getByText('Old TV').closest('tr') as HTMLElement;
    expect(within(revoked).getByText('Never')).toBeTruthy();
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).queryByLabelText('More actions for Old TV')).toBeNull();
  });

  it('issues a display link for a line and shows its address once, to copy or scan', async () => {
    signIn(demoUser);
    const issued: IssuedBoardLink = { ...line1, id: 8, name: 'Line 1 TV', lastSeenAt: null, key: KEY };
    let links: BoardLink[] = [];
    const requests = linksApi([], {
      'GET /api/boardLinks': () => links,
      'POST /api/boardLinks': () => {
        links = [issued];
        return issued;
      },
    });
    renderWithProviders(<BoardLinksPage />);
    expect(await screen.findByText(/No display links yet: issue one for a line/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Issue a display link/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Choose the line')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Line'));
    fireEvent.click((await screen.findAllByText('Sewing line 1')).at(-1) as HTMLElement);
    fireEvent.change(within(dialog).getByLabelText('Screen'), { target: { value: ' Line 1 TV ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));

    const shown = (await screen.findByText('Display link issued')).closest('[role=dialog]') as HTMLElement;
    const address = `${window.location.origin}/#/board?key=${KEY}`;
    expect(within(shown).getByText(address)).toBeTruthy();
    expect(within(shown).getByText(/This address is shown only once/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy the address' })).toBeTruthy();
    expect(shown.querySelector('.ant-qrcode')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'post' && request.url === '/api/boardLinks');
    expect(JSON.parse(String(sent?.data))).toEqual({ deptId: 3, name: 'Line 1 TV' });

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    // The list shows the new link, without its key.
    const row = (await screen.findByText('Line 1 TV', { selector: 'td *, td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(row.textContent).not.toContain(KEY);
  });

  it('revokes a display link only after confirming', async () => {
    signIn(demoUser);
    const requests = linksApi([line1], { 'DELETE /api/boardLinks/7': () => undefined });
    renderWithProviders(<BoardLinksPage />);
    fireEvent.click(await screen.findByLabelText('More actions for Line 1 TV'));
    fireEvent.click(await screen.findByText('Revoke'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Revoke the display link Line 1 TV?')).not.toHaveLength(0);
    expect(requests.some((request) => request.method === 'delete')).toBe(false);
    fireEvent.click(within(confirm).getByText('Revoke').closest('button') as HTMLElement);
    expect(await screen.findByText('The display link Line 1 TV was revoked')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'delete').map((request) => request.url)).toEqual([
      '/api/boardLinks/7',
    ]);
  });

  it('offers neither issuing nor revoking without the permissions, and says who issues links', async () => {
    signIn({ ...demoUser, roles: ['board:list'] });
    linksApi([]);
    renderWithProviders(<BoardLinksPage />);
    expect(await screen.findByText(/Ask an administrator to issue one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Issue a display link/ })).toBeNull();
  });
});
