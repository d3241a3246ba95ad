import type { Dept } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeptsPage } from '@/features/depts/components/depts-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const sewing: Dept = {
  id: 3,
  pid: null,
  name: 'Sewing line 1',
  deptSort: 1,
  enabled: true,
  subCount: 0,
  shift: { start: '07:30', end: '17:30', breaks: [{ start: '11:30', end: '12:30' }] },
  targetEfficiency: 0.75,
  createTime: '2026-01-01T00:00:00.000Z',
};
const cutting: Dept = { ...sewing, id: 4, name: 'Cutting room', shift: null, targetEfficiency: null };

function deptsApi() {
  return fakeApi({
    'GET /api/dept': () => ({ content: [sewing, cutting], totalElements: 2 }),
    'GET /api/users/getDept': () => [],
    'PUT /api/dept': () => undefined,
    'POST /api/dept': () => sewing,
  });
}

/** Types a time into a picker the way a keyboard does, and confirms it with Enter. */
function typeTime(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

const sent = (requests: ReturnType<typeof deptsApi>, method: string) =>
  JSON.parse(String(requests.find((request) => request.method === method)?.data)) as Record<string, unknown>;

describe('departments page', () => {
  it('shows each department’s own shift with its minutes and its target, a dash where it has none', async () => {
    signIn(demoUser);
    deptsApi();
    renderWithProviders(<DeptsPage />);
    const row = (await screen.findByText('Sewing line 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('07:30–17:30 · 540 min')).toBeDefined();
    expect(within(row).getByText('75 %')).toBeDefined();
    const other = screen.getByText('Cutting room').closest('tr') as HTMLElement;
    expect(within(other).getAllByText('—')).toHaveLength(2);
  });

  it('edits the shift and its breaks and the target as a percent, and sends them', async () => {
    signIn(demoUser);
    const requests = deptsApi();
    renderWithProviders(<DeptsPage />);
    const row = (await screen.findByText('Sewing line 1')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await screen.findByText(
      /Empty: as the parent department, or the default 08:00–17:00 with a 12:00–13:00 break/,
    );
    expect(screen.getByText(/Empty: as the parent department, or 70 %/)).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Shift start').value).toBe('07:30');
    expect(screen.getByLabelText<HTMLInputElement>('Break 1 end').value).toBe('12:30');

    typeTime('Shift end', '16:30');
    fireEvent.click(screen.getByRole('button', { name: /Add break/ }));
    await screen.findByLabelText('Break 2 start');
    typeTime('Break 2 start', '15:00');
    typeTime('Break 2 end', '15:10');
    fireEvent.change(screen.getByLabelText('Target efficiency'), { target: { value: '82.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'put')).toBe(true));
    expect(sent(requests, 'put')).toMatchObject({
      id: 3,
      shift: {
        start: '07:30',
        end: '16:30',
        breaks: [
          { start: '11:30', end: '12:30' },
          { start: '15:00', end: '15:10' },
        ],
      },
      targetEfficiency: 0.825,
    });
  });

  it('refuses a break outside the shift, or an end before the start, without sending', async () => {
    signIn(demoUser);
    const requests = deptsApi();
    renderWithProviders(<DeptsPage />);
    const row = (await screen.findByText('Sewing line 1')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await screen.findByLabelText('Break 1 start');
    typeTime('Break 1 start', '06:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each break must be inside the shift')).toBeDefined();
    expect(requests.some((request) => request.method === 'put')).toBe(false);

    fireEvent.click(screen.getByLabelText('Remove break 1'));
    typeTime('Shift end', '07:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be after the start')).toBeDefined();
    expect(requests.some((request) => request.method === 'put')).toBe(false);
  });

  it('adds a department with no shift or target of its own', async () => {
    signIn(demoUser);
    const requests = deptsApi();
    renderWithProviders(<DeptsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Add department/ }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'QC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'post')).toBe(true));
    expect(sent(requests, 'post')).toMatchObject({ name: 'QC', shift: null, targetEfficiency: null });
  });
});
