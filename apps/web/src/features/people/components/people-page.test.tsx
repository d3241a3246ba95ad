import type { Page, Person } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeoplePage } from '@/features/people/components/people-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const zhang: Person = {
  id: 5,
  mobile: '13900000011',
  name: 'Zhang Min',
  invited: false,
  avatarName: null,
  jobNumber: 'W011',
  dept: { id: 3, name: 'Sewing line 1' },
  roles: [{ id: 4, name: 'Worker' }],
  enabled: true,
  left: false,
  joinedAt: '2026-01-05T08:00:00.000Z',
  leftAt: null,
};

function peopleApi(people: Person[], more: Parameters<typeof fakeApi>[0] = {}) {
  const page: Page<Person> = { content: people, totalElements: people.length };
  return fakeApi({
    'GET /api/users': () => page,
    'GET /api/users/getUserNumber': () => ({ count: 12 }),
    'GET /api/users/getUserNumberIn': () => ({ count: 3 }),
    'GET /api/users/getDept': () => [],
    'GET /api/users/getRole': () => [],
    ...more,
  });
}

describe('people page', () => {
  it('lists current people with the head counts, and offers every action to an administrator', async () => {
    signIn(demoUser);
    const requests = peopleApi([zhang]);
    renderWithProviders(<PeoplePage />);
    const row = (await screen.findByText('Zhang Min')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sewing line 1')).toBeDefined();
    expect(within(row).getByText('Worker')).toBeDefined();
    expect(within(row).getByText('Enabled')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDefined();
    expect(await screen.findByText('12 current')).toBeDefined();
    expect(screen.getByText('3 departed')).toBeDefined();
    expect(screen.getByRole('button', { name: /Add person/ })).toBeDefined();
    const list = requests.find((request) => request.url === '/api/users');
    expect(list?.params).toEqual({ page: 0, size: 10, left: 'false' });
  });

  it('marks someone added who has not signed in here yet', async () => {
    signIn(demoUser);
    peopleApi([zhang, { ...zhang, id: 6, mobile: '13700000001', name: 'Typed Name', invited: true }]);
    renderWithProviders(<PeoplePage />);
    const invited = (await screen.findByText('Typed Name')).closest('tr') as HTMLElement;
    expect(within(invited).getByText('Not signed in yet')).toBeDefined();
    const member = screen.getByText('Zhang Min').closest('tr') as HTMLElement;
    expect(within(member).queryByText('Not signed in yet')).toBeNull();
  });

  it('hides the buttons of permissions the user does not hold', async () => {
    signIn({ ...demoUser, roles: ['user:list'] });
    peopleApi([zhang]);
    renderWithProviders(<PeoplePage />);
    await screen.findByText('Zhang Min');
    expect(screen.queryByRole('button', { name: /Add person/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('exports what the list shows, every page, as a workbook', async () => {
    signIn({ ...demoUser, roles: ['user:list'] });
    const workbook = new Blob(['xlsx']);
    const requests = peopleApi([zhang], { 'GET /api/users/download': () => workbook });
    const saved: { name: string; href: string }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:workbook');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    renderWithProviders(<PeoplePage />);
    await screen.findByText('Zhang Min');
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText(/^Exported people-\d{8}-\d{4}\.xlsx$/)).toBeDefined();
    expect(saved).toEqual([{ name: expect.stringMatching(/^people-/) as string, href: 'blob:workbook' }]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(workbook);
    const download = requests.find((request) => request.url === '/api/users/download');
    expect(download?.params).toEqual({ left: 'false' });
    expect(download?.responseType).toBe('blob');
  });

  it('says how to begin when there is nobody yet', async () => {
    signIn(demoUser);
    peopleApi([]);
    renderWithProviders(<PeoplePage />);
    expect(await screen.findByText('No people here yet: add the first one with “Add person”.')).toBeDefined();
  });
});
