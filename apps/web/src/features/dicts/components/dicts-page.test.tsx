import type { Dict, DictDetail, Page } from '@gbo/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DictsPage } from '@/features/dicts/components/dicts-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const dicts: Page<Dict> = {
  content: [
    {
      id: 1,
      name: 'user_status',
      description: 'Whether a member may sign in',
      createTime: '2026-01-01T00:00:00Z',
    },
  ],
  totalElements: 1,
};
const details: Page<DictDetail> = {
  content: [
    { id: 11, label: 'Enabled', value: 'true', dictSort: 1 },
    { id: 12, label: 'Disabled', value: 'false', dictSort: 2 },
  ],
  totalElements: 2,
};

function renderDicts(platformAdmin: boolean) {
  signIn({ ...demoUser, user: { ...demoUser.user, platformAdmin }, roles: ['admin'] });
  const requests = fakeApi({ 'GET /api/dict': () => dicts, 'GET /api/dictDetail': () => details });
  renderWithProviders(<DictsPage />);
  return requests;
}

const buttonWithText = (text: string) => screen.getByText(text).closest('button');

describe('dictionaries screen', () => {
  it('shows the chosen dictionary’s entries beside the list', async () => {
    const requests = renderDicts(true);
    expect(await screen.findByText('Choose a dictionary to see its entries.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the entries of user_status' }));
    expect(await screen.findByText('Entries of user_status')).toBeTruthy();
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(requests.find((request) => request.url === '/api/dictDetail')?.params).toEqual({
      dictName: 'user_status',
      page: 0,
      size: 10,
    });
    // By text, then the button: a role query over both tables costs seconds in jsdom.
    expect(buttonWithText('Add dictionary')).toBeTruthy();
    expect(buttonWithText('Add entry')).toBeTruthy();
    expect(screen.getByLabelText('Edit Enabled')).toBeTruthy();
    // Deleting waits under More, behind a confirmation.
    fireEvent.click(screen.getByLabelText('More actions for Enabled'));
    fireEvent.click(await screen.findByText('Delete'));
    expect(await screen.findByText('Delete the entry “Enabled” (true)?')).toBeTruthy();
  });

  it('shows each dictionary’s description beside its name', async () => {
    renderDicts(false);
    const name = await screen.findByLabelText('Show the entries of user_status');
    expect(name.closest('td')?.textContent).toContain('Whether a member may sign in');
  });

  it('offers a factory administrator no changes, though they hold admin', async () => {
    renderDicts(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Show the entries of user_status' }));
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add dictionary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(screen.queryByLabelText(/^(Edit|More actions for) /)).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });
});
