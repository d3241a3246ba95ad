import type { MyAttendance } from '@gbo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ClockCard } from '@/features/scan/components/clock-card';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const today: MyAttendance = {
  workDate: '2026-11-25',
  clockIn: null,
  clockOut: null,
  open: false,
  attendedMinutes: 0,
  keepsAttendance: true,
};

const card = () => screen.queryByRole('region', { name: 'Clock' });

describe('the scan page’s clock', () => {
  it('is hidden where the factory keeps no attendance', async () => {
    signIn(demoUser);
    const requests = fakeApi({ 'GET /api/attendance/me': () => ({ ...today, keepsAttendance: false }) });
    renderWithProviders(<ClockCard />);
    await waitFor(() => expect(requests.some((request) => request.url === '/api/attendance/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(card()).toBeNull();
  });

  it('clocks in, then out, showing the day’s times and the minutes attended', async () => {
    signIn(demoUser);
    let day = today;
    const requests = fakeApi({
      'GET /api/attendance/me': () => day,
      'POST /api/attendance/clock': (config) => {
        const { action } = JSON.parse(String(config.data)) as { action: 'in' | 'out' };
        day =
          action === 'in'
            ? { ...day, clockIn: '07:58', open: true, attendedMinutes: 0 }
            : { ...day, clockOut: '17:02', open: false, attendedMinutes: 484 };
        return day;
      },
    });
    renderWithProviders(<ClockCard />);
    fireEvent.click(await screen.findByRole('button', { name: /Clock in/ }));
    expect(await screen.findByText('07:58')).toBeDefined();
    expect(screen.getByText('Attended today: 0 min')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Clock out/ }));
    expect(await screen.findByText('17:02')).toBeDefined();
    expect(screen.getByText('Attended today: 8 h 4 min')).toBeDefined();
    expect(screen.getByText('Clocked out for today')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Clock/ })).toBeNull();
    const posted = requests.filter((request) => request.url === '/api/attendance/clock');
    expect(posted.map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([
      { action: 'in' },
      { action: 'out' },
    ]);
  });

  it('shows a refusal as any request’s, and keeps the day as it was', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/attendance/me': () => ({ ...today, clockIn: '07:58', open: true, attendedMinutes: 2 }),
      'POST /api/attendance/clock': (config) => {
        const data = { status: 409, message: 'You clocked in at 07:58: clock out later' };
        const response = { status: 409, statusText: 'Conflict', headers: {}, config, data };
        throw new AxiosError(data.message, AxiosError.ERR_BAD_REQUEST, config, {}, response);
      },
    });
    renderWithProviders(<ClockCard />);
    fireEvent.click(await screen.findByRole('button', { name: /Clock out/ }));
    expect(await screen.findByText('You clocked in at 07:58: clock out later')).toBeDefined();
    expect(screen.getByRole('button', { name: /Clock out/ })).toBeDefined();
    expect(card()).not.toBeNull();
  });
});
