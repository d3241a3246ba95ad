import type { Backup, BackupList } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupsPage } from '@/features/backups/components/backups-page';
import { fakeApi, refuse, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const OPERATOR = ['backup:list', 'backup:add', 'backup:restore', 'backup:del'];
const SHA = 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdef0123456789';

const backup = (id: string, overrides: Partial<Backup> = {}): Backup => ({
  id,
  fileName: `${id}.tar.gz`,
  createdAt: '2026-12-03T02:00:00.000Z',
  sizeBytes: 6 * 1024 * 1024,
  sha256: SHA,
  kind: 'scheduled',
  status: 'verified',
  ...overrides,
});

const VERIFIED = backup('backup-2026-12-02T02-00-00Z', { createdAt: '2026-12-02T02:00:00.000Z' });
const FAILED = backup('backup-2026-12-03T02-00-00Z', {
  status: 'failed',
  error: 'the scratch database differs in table scans',
});

const list = (content: Backup[], settings: Partial<BackupList['settings']> = {}): BackupList => ({
  content,
  totalElements: content.length,
  settings: {
    schedule: '02:00',
    keep: 14,
    dir: '/var/lib/gbo/backups',
    engine: 'pglite',
    unavailable: null,
    lastFailure: null,
    ...settings,
  },
});

/** Opens the restore dialog of a kept backup from its row's More menu. */
async function openRestore(fileName: string) {
  fireEvent.click(await screen.findByLabelText(`More actions for ${fileName}`));
  fireEvent.click(await screen.findByText('Restore', { selector: '.ant-dropdown-menu-title-content' }));
  // antd's test ids make every dialog's name ambiguous: the dialog is found by its text.
  return (await screen.findByText('This replaces everything in this installation')).closest(
    '.ant-modal',
  ) as HTMLElement;
}

describe('backups', () => {
  it('shows how backups are made here and each backup’s status, the newest first', async () => {
    signIn({ ...demoUser, roles: OPERATOR });
    const running = backup('backup-2026-12-03T06-30-00Z', {
      createdAt: '2026-12-03T06:30:00.000Z',
      kind: 'manual',
      status: 'running',
      sha256: null,
      sizeBytes: 0,
    });
    fakeApi({
      'GET /api/backups': () =>
        list([running, FAILED, VERIFIED], { lastFailure: 'the scratch database differs in table scans' }),
    });
    renderWithProviders(<BackupsPage />);

    expect(await screen.findByText('Daily at 02:00')).toBeTruthy();
    expect(screen.getByText('Keeps the newest 14')).toBeTruthy();
    expect(screen.getByText('/var/lib/gbo/backups')).toBeTruthy();
    expect(
      screen.getByText('The last backup failed: the scratch database differs in table scans'),
    ).toBeTruthy();

    await screen.findByText(VERIFIED.fileName);
    const texts = [...document.querySelectorAll('.ant-table-row')].map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Running');
    expect(texts[0]).toContain('Manual');
    expect(texts[1]).toContain('Failed');
    expect(texts[2]).toContain('Verified');
    expect(texts[2]).toContain('6.0 MB');
    expect(texts[2]).toContain('Scheduled');
    expect(texts[2]).toContain('a3f1c2d4…456789');
    // One backup at a time: none while this one runs.
    expect(screen.getByRole('button', { name: /Back up now/ })).toHaveProperty('disabled', true);
  });

  it('says why backups cannot be made here, and offers none', async () => {
    signIn({ ...demoUser, roles: OPERATOR });
    fakeApi({
      'GET /api/backups': () =>
        list([VERIFIED], { engine: 'postgres', schedule: null, unavailable: 'pg_dump was not found' }),
    });
    renderWithProviders(<BackupsPage />);
    expect(await screen.findByText('Backups cannot be made or restored here')).toBeTruthy();
    expect(screen.getByText('pg_dump was not found')).toBeTruthy();
    expect(screen.getByText('Scheduled backups are off')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back up now/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Restore from a file/ })).toHaveProperty('disabled', true);
  });

  it('offers only the list to someone who may not back up, restore or delete', async () => {
    signIn({ ...demoUser, roles: ['backup:list'] });
    fakeApi({ 'GET /api/backups': () => list([VERIFIED]) });
    renderWithProviders(<BackupsPage />);
    await screen.findByText(VERIFIED.fileName);
    expect(screen.queryByRole('button', { name: /Back up now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Restore from a file/ })).toBeNull();
    fireEvent.click(screen.getByLabelText(`More actions for ${VERIFIED.fileName}`));
    await screen.findByText('Download', { selector: '.ant-dropdown-menu-title-content' });
    expect(screen.queryByText('Restore', { selector: '.ant-dropdown-menu-title-content' })).toBeNull();
    expect(screen.queryByText('Delete', { selector: '.ant-dropdown-menu-title-content' })).toBeNull();
  });

  it('says how the first backup comes when there is none', async () => {
    signIn({ ...demoUser, roles: OPERATOR });
    fakeApi({ 'GET /api/backups': () => list([]) });
    renderWithProviders(<BackupsPage />);
    expect(
      await screen.findByText('No backups yet. Back up now, or wait for the daily backup at 02:00.'),
    ).toBeTruthy();
  });

  it('enables Restore only once the file name is typed and a password given', async () => {
    signIn({ ...demoUser, roles: OPERATOR });
    fakeApi({ 'GET /api/backups': () => list([VERIFIED]) });
    renderWithProviders(<BackupsPage />);
    const dialog = await openRestore(VERIFIED.fileName);
    const restore = within(dialog).getByRole('button', { name: 'Restore' });
    expect(restore).toHaveProperty('disabled', true);

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Demo@2026' } });
    expect(restore).toHaveProperty('disabled', true);
    const confirm = within(dialog).getByLabelText('Type the file name to confirm');
    fireEvent.change(confirm, { target: { value: 'backup-2026-12-02T02-00-00Z' } });
    expect(restore).toHaveProperty('disabled', true);
    fireEvent.change(confirm, { target: { value: VERIFIED.fileName } });
    await waitFor(() => expect(restore).toHaveProperty('disabled', false));
  });

  it('shows a wrong password under its field, then the restoring screen once the server has begun', async () => {
    signIn({ ...demoUser, roles: OPERATOR });
    const requests = fakeApi({
      'GET /api/backups': () => list([VERIFIED]),
      'POST /api/backups/restore': (config) => {
        const body = JSON.parse(String(config.data)) as { password: string };
        if (body.password !== 'Demo@2026') refuse(config, 400, 'password: this is not your password');
        return { restoring: true, fileName: VERIFIED.fileName, createdAt: VERIFIED.createdAt };
      },
    });
    renderWithProviders(<BackupsPage />);
    const dialog = await openRestore(VERIFIED.fileName);
    const password = within(dialog).getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.change(within(dialog).getByLabelText('Type the file name to confirm'), {
      target: { value: VERIFIED.fileName },
    });
    const restore = within(dialog).getByRole('button', { name: 'Restore' });
    await waitFor(() => expect(restore).toHaveProperty('disabled', false));
    fireEvent.click(restore);

    const error = await within(dialog).findByText('this is not your password');
    expect(error.closest('.ant-form-item')?.textContent).toContain('Your password');
    const sent = requests.find((request) => request.url === '/api/backups/restore');
    expect(JSON.parse(String(sent?.data))).toEqual({
      id: VERIFIED.id,
      password: 'wrong',
      confirm: VERIFIED.fileName,
    });

    fireEvent.change(password, { target: { value: 'Demo@2026' } });
    await waitFor(() => expect(within(dialog).queryByText('this is not your password')).toBeNull());
    fireEvent.click(restore);
    expect(await screen.findByText('Restoring the backup of 2026-12-02 10:00…')).toBeTruthy();
    expect(screen.getByText('The server restarts; you will sign in again.')).toBeTruthy();
  });

  it('restores from a chosen file as multipart, and shows a refusal that names no field in the dialog', async () => {
    signIn({ ...demoUser, roles: OPERATOR });
    const requests = fakeApi({
      'GET /api/backups': () => list([]),
      'POST /api/backups/restore': (config) =>
        refuse(
          config,
          400,
          'This backup cannot be restored: its archive is damaged (unexpected end of file). Nothing was changed.',
        ),
    });
    renderWithProviders(<BackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Restore from a file/ }));
    const chooser = await screen.findByText('Click or drag a backup file here');
    const dialog = chooser.closest('.ant-modal') as HTMLElement;
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;

    // Not a backup: said at once, nothing sent.
    fireEvent.change(input, { target: { files: [new File(['x'], 'scans.xlsx')] } });
    expect(
      await within(dialog).findByText('scans.xlsx is not a backup file: choose a .tar.gz file.'),
    ).toBeTruthy();

    const file = new File([new Uint8Array(3 * 1024)], 'backup-2026-12-01T02-00-00Z.tar.gz');
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('backup-2026-12-01T02-00-00Z.tar.gz (3.0 KB)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Demo@2026' } });
    fireEvent.change(within(dialog).getByLabelText('Type the file name to confirm'), {
      target: { value: file.name },
    });
    const restore = within(dialog).getByRole('button', { name: 'Restore' });
    await waitFor(() => expect(restore).toHaveProperty('disabled', false));
    fireEvent.click(restore);

    expect(
      await within(dialog).findByText(
        'This backup cannot be restored: its archive is damaged (unexpected end of file). Nothing was changed.',
      ),
    ).toBeTruthy();
    const sent = requests.find((request) => request.url === '/api/backups/restore');
    const body = sent?.data as FormData;
    expect(body.get('password')).toBe('Demo@2026');
    expect(body.get('confirm')).toBe(file.name);
    expect((body.get('file') as File).name).toBe(file.name);
  });
});
