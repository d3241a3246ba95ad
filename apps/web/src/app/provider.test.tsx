import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';

/** A system setting the test can change while the app runs, as the user would in their accessibility settings. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const list = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduce;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  window.matchMedia = vi.fn(list);
  return {
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function MotionShown() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'animated' : 'still'}</span>;
}

let setting: ReturnType<typeof systemMotionSetting> | undefined;
afterEach(() => setting?.restore());

describe('the app and a request for less motion', () => {
  it('animates menus and dialogs unless the system asks for less motion, following the setting as it changes', () => {
    setting = systemMotionSetting(false);
    render(
      <AppProvider>
        <MotionShown />
      </AppProvider>,
    );
    expect(screen.getByText('animated')).toBeTruthy();
    act(() => setting?.change(true));
    expect(screen.getByText('still')).toBeTruthy();
    act(() => setting?.change(false));
    expect(screen.getByText('animated')).toBeTruthy();
  });
});
