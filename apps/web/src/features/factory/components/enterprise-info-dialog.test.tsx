import type { FactoryInfo } from '@gbo/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnterpriseInfoDialog } from '@/features/factory/components/enterprise-info-dialog';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-app';

afterEach(restoreApi);

const factory: FactoryInfo = {
  factoryName: 'Demo Garment Co. – Ningbo',
  totalNumber: 50,
  addNumber: 12,
  createTime: '2025-03-01T08:00:00.000Z',
  endTime: null,
  address: '88 Loom Road, Ningbo',
};

describe('enterprise info dialog (docs/specification.md §2, screens and routes)', () => {
  it('is 475 px wide and shows every field read-only', async () => {
    fakeApi({ 'GET /api/factory/getFactory': () => factory });
    renderWithProviders(<EnterpriseInfoDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enterprise info' });
    await within(dialog).findByDisplayValue(factory.factoryName);
    expect(dialog.closest('.ant-modal')?.getAttribute('style')).toContain('width: 475px');
    const fields: [string, string][] = [
      ['Factory name', factory.factoryName],
      ['People limit', '50'],
      ['Current people', '12'],
      ['Registered', '2025-03-01'],
      ['Expires', 'Never'],
      ['Address', '88 Loom Road, Ningbo'],
    ];
    for (const [label, value] of fields) {
      const input = within(dialog).getByLabelText(label);
      expect(input).toHaveProperty('value', value);
      expect(input).toHaveProperty('readOnly', true);
    }
  });

  it('shows the expiry as the day it is in the factory, as the Factories screen does', async () => {
    // The end of 23 November in Shanghai is 15:59:59 that day in UTC.
    fakeApi({ 'GET /api/factory/getFactory': () => ({ ...factory, endTime: '2027-11-23T15:59:59.000Z' }) });
    renderWithProviders(<EnterpriseInfoDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enterprise info' });
    await within(dialog).findByDisplayValue(factory.factoryName);
    expect(within(dialog).getByLabelText('Expires')).toHaveProperty('value', '2027-11-23');
  });
});
