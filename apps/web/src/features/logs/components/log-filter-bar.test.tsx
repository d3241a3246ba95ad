import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LogFilterBar } from '@/features/logs/components/log-filter-bar';
import { renderWithProviders } from '@/testing/render-app';

describe('audit log filter bar', () => {
  it('checks the IP address with the spec’s rule and message, and searches only with a correct one', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<LogFilterBar onSearch={onSearch} />);
    const ip = screen.getByLabelText('IP address');

    fireEvent.change(ip, { target: { value: '10.0.0' } });
    fireEvent.blur(ip);
    expect(await screen.findByText('please enter a correct IP address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(ip, { target: { value: '10.0.0.23' } });
    fireEvent.blur(ip);
    await waitFor(() => expect(screen.queryByText('please enter a correct IP address')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ ip: '10.0.0.23' })));
  });

  it('allows an empty address (docs/specification.md §5, validation rules): any address', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<LogFilterBar onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('please enter a correct IP address')).toBeNull();
  });

  it('searches the range of days chosen in one range picker', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<LogFilterBar onSearch={onSearch} />);
    const [from, to] = [screen.getByPlaceholderText('From'), screen.getByPlaceholderText('To')];
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    fireEvent.change(to, { target: { value: '2026-03-05' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: '2026-03-01', to: '2026-03-05' }),
      ),
    );
  });
});
