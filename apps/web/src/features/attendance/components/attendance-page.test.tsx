import type { AttendanceRow, Page, PersonOption } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { AttendancePage } from '@/features/attendance/components/attendance-page';
import { fakeApi, refuse, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const shift = { start: '08:00', end: '17:00', breaks: [{ start: '12:00', end: '13:00' }] };

const clocked: AttendanceRow = {
  workerId: 12,
  workerName: 'Li Lei',
  jobNumber: 'W012',
  deptId: 3,
  deptName: 'Sewing line 1',
  workDate: '2026-12-02',
  clockIn: '08:02',
  clockOut: null,
  minutes: null,
  open: true,
  attendedMinutes: 185,
  source: 'clock',
  qty: 64,
  shift,
  updatedByName: 'Li Lei',
  updateTime: '2026-12-02T00:02:00.000Z',
};

const absent: AttendanceRow = {
  ...clocked,
  workerId: 13,
  workerName: 'Zhou Hong',
  jobNumber: null,
  clockIn: null,
  open: false,
  attendedMinutes: 0,
  source: null,
  qty: 0,
  updatedByName: null,
  updateTime: null,
};

const page: Page<AttendanceRow> = { content: [clocked, absent], totalElements: 2 };

const people: PersonOption[] = [{ id: 12, name: 'Li Lei', jobNumber: 'W012', mobile: '13900000011' }];

const bodyOf = (request: InternalAxiosRequestConfig | undefined) =>
  JSON.parse(String(request?.data)) as unknown;
const puts = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.method === 'put');

function api(put: (config: InternalAxiosRequestConfig) => unknown = () => clocked) {
  return fakeApi({
    'GET /api/attendance': () => page,
    'PUT /api/attendance': put,
    'GET /api/users/getDept': () => [{ id: 3, name: 'Sewing line 1', children: [] }],
    'GET /api/users/getUserByFactoryId': () => people,
  });
}

describe('the attendance page', () => {
  it("lists today's days with their source, and sends the worker chosen as a filter", async () => {
    const requests = api();
    signIn(demoUser);
    renderWithProviders(<AttendancePage />);
    expect((await screen.findAllByText('Li Lei (W012)')).length).toBeGreaterThan(0);
    const listed = requests.find((request) => request.url === '/api/attendance');
    const params = listed?.params as { from: string; to: string; page: number; size: number };
    expect(params).toMatchObject({ page: 0, size: 20 });
    expect(params.from).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(params.to).toBe(params.from);
    expect(Object.keys(params)).not.toContain('deptId');
    expect(screen.getByText('Clocked')).toBeDefined();
    expect(screen.getByText('Open')).toBeDefined();
    expect(screen.getByText('None')).toBeDefined();
    expect(screen.getByText('185 min (3:05)')).toBeDefined();
    expect(screen.getAllByLabelText('Shift 08:00–17:00, breaks 12:00–13:00: 480 min')).toHaveLength(2);
    // Its columns and actions fit 1366 px beside the side menu (about 1090 px), without scrolling sideways.
    const table = screen.getAllByRole('table')[0];
    expect(Number.parseInt(table?.style.width ?? '', 10)).toBeLessThanOrEqual(1080);

    fireEvent.mouseDown(screen.getByLabelText('Worker'));
    fireEvent.click(await screen.findByTitle('Li Lei · W012'));
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/attendance').at(-1)?.params).toMatchObject({
        workerId: 12,
        page: 0,
      }),
    );
  });

  it('edits a day through its dialog, and shows a refused field in the server’s words', async () => {
    let refused = true;
    const requests = api((config) =>
      refused ? refuse(config, 400, 'minutes: must be a whole number from 0 to 1440') : clocked,
    );
    signIn(demoUser);
    renderWithProviders(<AttendancePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Li Lei (W012) 2026-12-02' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Attendance of Li Lei (W012) on 2026-12-02')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText('Minutes worked'), { target: { value: '450' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be a whole number from 0 to 1440')).toBeDefined();
    expect(bodyOf(puts(requests)[0])).toEqual({
      workerId: 12,
      workDate: '2026-12-02',
      clockIn: '08:02',
      clockOut: null,
      minutes: 450,
    });

    refused = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attendance of Li Lei (W012) on 2026-12-02 saved')).toBeDefined();
    expect(puts(requests)).toHaveLength(2);
  });

  it('takes a time confirmed with Enter in its picker without saving the half-filled day', async () => {
    const requests = api();
    signIn(demoUser);
    renderWithProviders(<AttendancePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Zhou Hong 2026-12-02' }));
    const dialog = await screen.findByRole('dialog');
    const clockIn = within(dialog).getByLabelText('Clock-in');
    fireEvent.focus(clockIn);
    fireEvent.mouseDown(clockIn);
    fireEvent.change(clockIn, { target: { value: '07:55' } });
    // Enter's default, the form's submission, is cancelled: the picker only confirms its time.
    expect(fireEvent.keyDown(clockIn, { key: 'Enter', code: 'Enter' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(requests)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBe(dialog);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(bodyOf(puts(requests)[0])).toEqual({
      workerId: 13,
      workDate: '2026-12-02',
      clockIn: '07:55',
      clockOut: null,
      minutes: null,
    });
  });

  it('clears a day after asking, sending all three empty', async () => {
    const requests = api();
    signIn(demoUser);
    renderWithProviders(<AttendancePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Li Lei (W012) 2026-12-02' }));
    fireEvent.click(await screen.findByText('Clear'));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getAllByText('Clear the attendance of Li Lei (W012) on 2026-12-02?').length,
    ).toBeGreaterThan(0);
    expect(puts(requests)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(bodyOf(puts(requests)[0])).toEqual({
      workerId: 12,
      workDate: '2026-12-02',
      clockIn: null,
      clockOut: null,
      minutes: null,
    });
    // A day with nothing kept has nothing to clear.
    expect(screen.queryByRole('button', { name: 'More actions for Zhou Hong 2026-12-02' })).toBeNull();
  });

  it('offers no actions without attendance:edit, and says what to do when nobody is listed', async () => {
    fakeApi({ 'GET /api/attendance': () => ({ content: [], totalElements: 0 }) });
    signIn({ ...demoUser, roles: ['attendance:list'] });
    renderWithProviders(<AttendancePage />);
    expect(
      await screen.findByText(/Nobody to list on these days: add workers under System › Users/),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
