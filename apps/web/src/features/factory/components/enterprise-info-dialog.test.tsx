import type { FactoryInfo } from '@gbo/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnterpriseInfoDialog } from '@/features/factory/components/enterprise-info-dialog';
import { formatDateTime } from '@/lib/format';
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

describe('enterprise info dialog (spec §2, screens and routes)', () => {
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
      ['Registered', formatDateTime(factory.createTime)],
      ['Expires', 'Never'],
      ['Address', '88 Loom Road, Ningbo'],
    ];
    for (const [label, value] of fields) {
      const input = within(dialog).getByLabelText(label);
      expect(input).toHaveProperty('value', value);
      expect(input).toHaveProperty('readOnly', true);
    }
  });
});
