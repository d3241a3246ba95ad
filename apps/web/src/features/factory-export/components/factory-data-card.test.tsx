import type { FactoryExport } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FactoryDataCard } from '@/features/factory-export/components/factory-data-card';
import { chooseLanguage } from '@/lib/language';
import { fakeApi, refuse, restoreApi, withHeaders } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const LIST = 'GET /api/factory/exports';
const START = 'POST /api/factory/exports';

const item = (id: number, overrides: Partial<FactoryExport> = {}): FactoryExport => ({
  id,
  status: 'done',
  area: null,
  areasDone: 8,
  rows: 2_345_678,
  sizeBytes: 6 * 1024 * 1024,
  fileName: `factory-1-data-20261203-0200-${id}.zip`,
  error: null,
  createdBy: 'Wang Fang',
  createdAt: '2026-12-03T02:00:00.000Z',
  finishedAt: '2026-12-03T02:05:00.000Z',
  ...overrides,
});

const RUNNING = item(9, {
  status: 'running',
  area: 'scans',
  areasDone: 4,
  rows: 1_234_000,
  sizeBytes: null,
  fileName: null,
  createdAt: '2026-12-04T06:30:00.000Z',
  finishedAt: null,
});

const card = () => screen.getByText("Our factory's data").closest('.ant-card') as HTMLElement;

describe('our factory’s data', () => {
  it('says what it is, and how the first export comes when there is none', async () => {
    signIn(demoUser);
    fakeApi({ [LIST]: () => [] });
    renderWithProviders(<FactoryDataCard />);
    expect(
      await screen.findByText("No exports yet. Export all data to download a zip of this factory's records."),
    ).toBeTruthy();
    expect(within(card()).getByText(/people, styles, beds, bundles, scans, wages, shipments/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export all data/ })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts an export, then shows its progress: the area it writes and the rows so far', async () => {
    signIn({ ...demoUser, roles: ['factory:export'] });
    let started = false;
    const requests = fakeApi({
      [LIST]: () => (started ? [RUNNING, item(8)] : [item(8)]),
      [START]: () => {
        started = true;
        return { ...RUNNING, area: null, areasDone: 0, rows: 0 };
      },
    });
    renderWithProviders(<FactoryDataCard />);
    await screen.findByText('Download');
    fireEvent.click(screen.getByRole('button', { name: /Export all data/ }));

    expect(await screen.findByText('Scans: 1,234,000 rows written')).toBeTruthy();
    expect(screen.getByText('Area 5 of 8')).toBeTruthy();
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('56');
    expect(screen.getByRole('button', { name: /Export all data/ })).toHaveProperty('disabled', true);
    expect(requests.filter((request) => request.method === 'post')).toHaveLength(1);
    const rows = within(screen.getByRole('list', { name: 'Latest exports' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Running');
    expect(rows[0]?.textContent).not.toContain('Download');
    expect(rows[1]?.textContent).toContain('Done');
  });

  it('offers the zip of a kept export, and says which were replaced or why one failed', async () => {
    signIn(demoUser);
    const zip = new Blob(['PK']);
    const kept = item(7);
    const requests = fakeApi({
      [LIST]: () => [
        kept,
        item(6, { fileName: null, createdBy: 'Li Lei', createdAt: '2026-11-30T02:00:00.000Z' }),
        item(5, { status: 'failed', error: 'interrupted', fileName: null, sizeBytes: null }),
        item(4, { status: 'failed', error: 'failed', fileName: null, sizeBytes: null }),
      ],
      'GET /api/factory/exports/7/download': () =>
        withHeaders(zip, { 'content-disposition': `attachment; filename="${kept.fileName}"` }),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<FactoryDataCard />);

    const rows = within(await screen.findByRole('list', { name: 'Latest exports' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('2026-12-03 10:00');
    expect(rows[0]?.textContent).toContain('Done');
    expect(rows[0]?.textContent).toContain('by Wang Fang · 6.0 MB · 2,345,678 rows');
    expect(within(rows[1] as HTMLElement).getByText('Replaced by newer exports')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('by Li Lei');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[2]?.textContent).toContain('Failed');
    expect(rows[2]?.textContent).toContain('The server stopped while writing it');
    expect(rows[2]?.textContent).not.toContain('Replaced');
    expect(rows[3]?.textContent).toContain("Writing it failed; the server's log says why");
    expect(screen.getAllByRole('button', { name: /Download/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Download the export of 2026-12-03 10:00' }));
    await waitFor(() => expect(saved).toEqual([kept.fileName]));
    expect(URL.createObjectURL).toHaveBeenCalledWith(zip);
    const download = requests.find((request) => request.url === '/api/factory/exports/7/download');
    expect(download?.responseType).toBe('blob');
    expect(download?.headers.Authorization).toBe('Bearer test-token');
  });

  it('shows why an export could not start, in the server’s words', async () => {
    signIn(demoUser);
    fakeApi({
      [LIST]: () => [],
      [START]: (config) =>
        refuse(config, 409, 'An export of this factory is being made already: wait until it is finished'),
    });
    renderWithProviders(<FactoryDataCard />);
    fireEvent.click(await screen.findByRole('button', { name: /Export all data/ }));
    expect(
      await within(card()).findByText(
        'An export of this factory is being made already: wait until it is finished',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The export could not be started')).toBeTruthy();
  });

  it('is not there for someone who may not export, and asks nothing', async () => {
    signIn({ ...demoUser, roles: ['factory:edit', 'user:list'] });
    const requests = fakeApi({ [LIST]: () => [] });
    const { container } = renderWithProviders(<FactoryDataCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(screen.queryByText("Our factory's data")).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('speaks Simplified Chinese', async () => {
    signIn(demoUser);
    fakeApi({ [LIST]: () => [RUNNING] });
    await chooseLanguage('zh-CN');
    renderWithProviders(<FactoryDataCard />);
    expect(await screen.findByText('扫描记录：已写入 1,234,000 行')).toBeTruthy();
    expect(screen.getByText('本厂数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出全部数据/ })).toHaveProperty('disabled', true);
  });
});
