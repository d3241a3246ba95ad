import type { ImportResult } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportButton } from '@/features/imports/components/import-button';
import { fakeApi, refuse, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const COLUMNS = ['Action', 'Customer', 'Phone'];

const checked = (patch: Partial<ImportResult> = {}): ImportResult => ({
  kind: 'customers',
  rows: 2,
  creates: 2,
  updates: 0,
  unchanged: 0,
  errors: [],
  errorCount: 0,
  columns: COLUMNS,
  ignoredColumns: [],
  preview: [
    { row: 2, action: 'create', cells: ['create', 'Seaside Apparel', '0574-1'] },
    { row: 3, action: 'create', cells: [null, 'Harbour Knits', null] },
  ],
  written: false,
  ...patch,
});

/** The Harbour Knits row with a phone that is no phone number. */
const withError = checked({
  creates: 1,
  errors: [{ row: 3, column: 'Phone', cell: 'C3', value: 'call me', message: 'Not a phone number' }],
  errorCount: 1,
  ignoredColumns: ['Colour'],
  preview: [
    { row: 3, action: null, cells: [null, 'Harbour Knits', 'call me'] },
    { row: 2, action: 'create', cells: ['create', 'Seaside Apparel', '0574-1'] },
  ],
});

const rejected = (config: InternalAxiosRequestConfig): never => {
  const data = { status: 409, message: 'The file has 1 error', code: 'imports.rejected', result: withError };
  throw new AxiosError(
    data.message,
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    {
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config,
      data,
    },
  );
};

const isDryRun = (config: InternalAxiosRequestConfig) =>
  (config.params as { dryRun?: boolean } | undefined)?.dryRun === true;

async function openAndDrop(name = 'customers.xlsx', size = 100) {
  fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['x'.repeat(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(input, { target: { files: [file] } });
  return dialog;
}

describe('import dialog', () => {
  it('previews a file with an error: the bad cell marked, the import disabled', async () => {
    signIn(demoUser);
    const requests = fakeApi({ 'POST /api/imports/customers': () => withError });
    renderWithProviders(<ImportButton kind="customers" />);
    const dialog = await openAndDrop();

    expect(await within(dialog).findByText(/The file has 1 error: fix it in Excel/)).toBeDefined();
    const sent = requests.find((request) => request.method === 'post');
    expect(isDryRun(sent as InternalAxiosRequestConfig)).toBe(true);
    expect((sent?.data as FormData).get('file')).toBeInstanceOf(File);
    expect(within(dialog).getByText('1 new')).toBeDefined();
    expect(within(dialog).getByText('1 error')).toBeDefined();
    expect(within(dialog).getByText(/Ignored columns \(not part of this import\): Colour/)).toBeDefined();
    // The errors table names the cell, and the preview marks it, its message on focus.
    const errors = within(dialog).getByRole('region', { name: 'Errors' });
    expect(within(errors).getByText('C3')).toBeDefined();
    expect(within(errors).getByText('Not a phone number')).toBeDefined();
    const preview = within(dialog).getByRole('region', { name: 'Rows in the file' });
    const bad = within(preview).getByLabelText('call me: Not a phone number');
    expect(bad.closest('td')?.getAttribute('data-invalid')).toBe('true');
    expect(
      within(preview).getByText('Seaside Apparel').closest('td')?.getAttribute('data-invalid'),
    ).toBeNull();
    fireEvent.focus(bad);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Not a phone number');

    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Import 1 row' }).disabled).toBe(
      true,
    );
    // Another file can be chosen after fixing it in Excel.
    fireEvent.click(within(dialog).getByRole('button', { name: /Choose another file/ }));
    expect(await within(dialog).findByText('Click or drag a file here')).toBeDefined();
  });

  it('writes a checked file, says what it did and tells the list', async () => {
    signIn(demoUser);
    const onImported = vi.fn();
    const requests = fakeApi({
      'POST /api/imports/customers': (config) => (isDryRun(config) ? checked() : checked({ written: true })),
    });
    renderWithProviders(<ImportButton kind="customers" onImported={onImported} />);
    const dialog = await openAndDrop();
    expect(await within(dialog).findByText(/2 rows will be written/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('Imported customers.xlsx: 2 new, 0 changed, 0 unchanged.')).toBeDefined();
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ written: true, creates: 2 }));
    const posts = requests.filter((request) => request.method === 'post');
    expect(posts.map(isDryRun)).toEqual([true, false]);
  });

  it('shows the errors of a refused write (409): nothing imported', async () => {
    signIn(demoUser);
    const onImported = vi.fn();
    fakeApi({
      'POST /api/imports/customers': (config) => (isDryRun(config) ? checked() : rejected(config)),
    });
    renderWithProviders(<ImportButton kind="customers" onImported={onImported} />);
    const dialog = await openAndDrop();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByText(/Nothing was imported: the file has 1 error/)).toBeDefined();
    expect(within(dialog).getByLabelText('call me: Not a phone number')).toBeDefined();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Import 1 row' }).disabled).toBe(
      true,
    );
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file too large or not a spreadsheet before sending it, and shows a refused one’s reason', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'POST /api/imports/customers': (config) => refuse(config, 400, 'The file has no header row'),
    });
    renderWithProviders(<ImportButton kind="customers" />);
    const dialog = await openAndDrop('big.xlsx', 10 * 1024 * 1024 + 1);
    expect(await within(dialog).findByText(/big\.xlsx is larger than 10 MB/)).toBeDefined();
    // The upload puts a new input in place after each file.
    const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'old.xls')] } });
    expect(await within(dialog).findByText(/old\.xls is not an \.xlsx or \.csv file/)).toBeDefined();
    expect(requests.some((request) => request.method === 'post')).toBe(false);
    fireEvent.change(input(), { target: { files: [new File(['x'], 'empty.csv')] } });
    expect(await within(dialog).findByText('The file has no header row')).toBeDefined();
  });

  it('is not offered to whoever may not add or change customers', () => {
    signIn({ ...demoUser, roles: ['style:add'] });
    fakeApi({});
    renderWithProviders(<ImportButton kind="customers" />);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
