import type { Page, Person } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeoplePage } from '@/features/people/components/people-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(() => {
  restoreApi();
  resizeWindow(1024);
});

/** Resizes jsdom's window, as a phone or a desktop would be. */
function resizeWindow(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

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
    expect(within(row).getByLabelText('Edit Zhang Min')).toBeDefined();
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
    expect(screen.queryByLabelText('Edit Zhang Min')).toBeNull();
    expect(screen.queryByLabelText('More actions for Zhang Min')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
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

  it('asks before disabling someone, from under More, then disables them', async () => {
    signIn(demoUser);
    const requests = peopleApi([zhang], { 'POST /api/users/modifyUser': () => undefined });
    renderWithProviders(<PeoplePage />);
    fireEvent.click(await screen.findByLabelText('More actions for Zhang Min'));
    fireEvent.click(await screen.findByText('Disable'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/They are signed out at once and cannot sign in/)).toBeDefined();
    expect(requests.some((request) => request.url === '/api/users/modifyUser')).toBe(false);
    fireEvent.click(within(dialog).getByText('Disable').closest('button') as HTMLElement);
    expect(await screen.findByText('Zhang Min is disabled')).toBeDefined();
    const sent = requests.find((request) => request.url === '/api/users/modifyUser');
    expect(JSON.parse(String(sent?.data))).toMatchObject({ id: 5, enabled: false });
  });

  it('lists the people of the department chosen in the tree beside the list', async () => {
    signIn(demoUser);
    const requests = peopleApi([zhang], {
      'GET /api/users/getDept': () => [{ id: 3, name: 'Sewing lines', children: [] }],
    });
    renderWithProviders(<PeoplePage />);
    const tree = await screen.findByRole('tree', { name: 'Departments' });
    fireEvent.click(await within(tree).findByText('Sewing lines'));
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/users').at(-1)?.params).toEqual({
        page: 0,
        size: 10,
        deptId: 3,
        left: 'false',
      }),
    );
  });

  it('shows a card a person on a phone, with the whole mobile number and the same actions', async () => {
    resizeWindow(390);
    signIn(demoUser);
    peopleApi([zhang]);
    renderWithProviders(<PeoplePage />);
    expect(await screen.findByText('Zhang Min')).toBeDefined();
    expect(screen.getByText('13900000011')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Edit Zhang Min')).toBeDefined();
    expect(screen.getByLabelText('More actions for Zhang Min')).toBeDefined();
    // The department is chosen in the filters, there being no room for the tree.
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByLabelText('Department')).toBeDefined();
  });
});
