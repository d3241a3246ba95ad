import type { FactorySettings } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactorySettingsDialog } from '@/features/factory/components/factory-settings-dialog';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-app';

afterEach(restoreApi);

const settings: FactorySettings = {
  colours: ['Black'],
  sizes: ['S', 'M'],
  defaultMaxPlies: 30,
  ticketTemplate: 'standard',
  minAppVersion: '6.0.0',
  showRatesToWorkers: true,
  refuseOverShipment: false,
  reworkPaid: false,
  defectDeduction: '0',
  keepsAttendance: false,
};

describe('factory settings dialog', () => {
  it('turns attendance keeping on, saying what counts otherwise', async () => {
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => settings,
      'POST /api/factory/updateFactoryEnum': () => undefined,
    });
    renderWithProviders(<FactorySettingsDialog open factoryId={1} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const toggle = await within(dialog).findByRole('switch', {
      name: 'Keeps attendance (workers clock in and out)',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      within(dialog).getByText('Off: a worker counts their department’s shift on each day they scanned.'),
    ).toBeDefined();
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'post')).toBe(true));
    const body = JSON.parse(String(requests.find((request) => request.method === 'post')?.data)) as {
      settings: FactorySettings;
    };
    expect(body.settings).toMatchObject({ keepsAttendance: true, showRatesToWorkers: true });
  });
});
