import { act, fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { getToken } from '@/lib/auth-storage';
import * as navigation from '@/lib/navigation';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { renderWithProviders, signIn } from '@/testing/render-app';

afterEach(() => {
  restoreApi();
  vi.useRealTimers();
});

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Change password' }) };
}

function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const wrongOldPassword = (config: InternalAxiosRequestConfig) => {
  const data = { status: 400, message: 'The old password is wrong', timestamp: Date.now() };
  throw new AxiosError(
    data.message,
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config,
      data,
    },
  );
};

describe('change-password dialog (docs/specification.md §5, validation rules: checked on blur)', () => {
  it.each([
    ['Old password', 'please enter the old password'],
    ['New password', 'please enter the new password'],
    ['Confirm password', 'please confirm the new password'],
  ])('%s left empty: %s', async (label, message) => {
    renderDialog();
    type(label, '');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('refuses a new password equal to the old one', async () => {
    renderDialog();
    type('Old password', 'Demo@2026');
    type('New password', 'Demo@2026');
    expect(await screen.findByText('new password cannot be the same as the old password!')).toBeTruthy();
  });

  it('refuses a confirmation that does not match', async () => {
    renderDialog();
    type('New password', 'Spring@2026');
    type('Confirm password', 'Spring@2025');
    expect(await screen.findByText('does not match the new password!')).toBeTruthy();
  });

  it('shows the server’s answer to a wrong old password and stays open', async () => {
    fakeApi({ 'POST /api/users/rePassword': wrongOldPassword });
    const { dialog, onClose } = renderDialog();
    type('Old password', 'not-it');
    type('New password', 'Spring@2026');
    type('Confirm password', 'Spring@2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The old password is wrong')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on success says so for 2 s, then closes and signs out with a reload (docs/specification.md §4, states and transitions)', async () => {
    // The notice's timer counts animation frames against the clock: both are faked, so the 2 s pass on demand.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    signIn();
    const reload = vi.spyOn(navigation, 'reloadPage').mockImplementation(() => {});
    const requests = fakeApi({ 'POST /api/users/rePassword': () => '' });
    const { dialog, onClose } = renderDialog();
    type('Old password', 'Demo@2026');
    type('New password', 'Spring@2026');
    type('Confirm password', 'Spring@2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('modified successfully');
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      oldPassword: 'Demo@2026',
      newPassword: 'Spring@2026',
    });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(reload).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(reload).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });
});
