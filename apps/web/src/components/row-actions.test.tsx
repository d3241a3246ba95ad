import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type RowAction, RowActions } from '@/components/row-actions';
import { renderWithProviders } from '@/testing/render-app';

const confirmDelete = { title: 'Delete Zhang Min?', content: 'This cannot be undone.' };

describe('row actions', () => {
  it('shows the first action as a link named for the row, and the rest under More', async () => {
    const edit = vi.fn();
    const reset = vi.fn();
    renderWithProviders(
      <RowActions
        name="Zhang Min"
        actions={[
          { key: 'edit', label: 'Edit', onClick: edit },
          { key: 'reset', label: 'Reset password', onClick: reset },
          { key: 'secret', label: 'Not allowed', hidden: true, onClick: vi.fn() },
        ]}
      />,
    );
    fireEvent.click(screen.getByLabelText('Edit Zhang Min'));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Reset password')).toBeNull();

    fireEvent.click(screen.getByLabelText('More actions for Zhang Min'));
    fireEvent.click(await screen.findByText('Reset password'));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Not allowed')).toBeNull();
  });

  it('keeps every action under More when told to (a first label too long for the column)', async () => {
    const download = vi.fn();
    renderWithProviders(
      <RowActions
        name="backup.tar.gz"
        inline={false}
        actions={[{ key: 'download', label: 'Download', onClick: download }]}
      />,
    );
    expect(screen.queryByLabelText('Download backup.tar.gz')).toBeNull();
    fireEvent.click(screen.getByLabelText('More actions for backup.tar.gz'));
    fireEvent.click(await screen.findByText('Download'));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('runs a dangerous action only once its confirmation is accepted', async () => {
    const remove = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <RowActions
        name="Zhang Min"
        actions={[{ key: 'delete', label: 'Delete', danger: true, confirm: confirmDelete, onClick: remove }]}
      />,
    );
    // Nothing but dangerous actions: no link on the row, only More.
    expect(screen.queryByLabelText('Delete Zhang Min')).toBeNull();
    fireEvent.click(screen.getByLabelText('More actions for Zhang Min'));
    fireEvent.click(await screen.findByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText('Delete').closest('button') as HTMLElement);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('says why an action is disabled, and does not run it', async () => {
    const remove = vi.fn();
    const actions: RowAction[] = [
      { key: 'edit', label: 'Edit', onClick: vi.fn() },
      {
        key: 'delete',
        label: 'Delete',
        danger: true,
        confirm: confirmDelete,
        disabled: true,
        disabledReason: '2 people hold this role',
        onClick: remove,
      },
    ];
    renderWithProviders(<RowActions name="Packer" actions={actions} />);
    fireEvent.click(screen.getByLabelText('More actions for Packer'));
    expect(await screen.findByText('2 people hold this role')).toBeTruthy();
    fireEvent.click(screen.getByText('Delete'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });
});
