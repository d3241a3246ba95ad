import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, ConfigProvider, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPage } from '@/components/list-page';

const desktopWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(desktopWidth));

describe('a list screen’s frame', () => {
  it('keeps what the user typed when the window crosses the phone width and back, sizing controls for a fingertip there', () => {
    resizeTo(1366);
    render(
      // The app's chosen size (settings): medium.
      <ConfigProvider componentSize="middle">
        <ListPage>
          <Input aria-label="Note" />
          <Button>Save</Button>
        </ListPage>
      </ConfigProvider>,
    );
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'unsaved ticks' } });
    expect(screen.getByRole('button', { name: 'Save' }).className).not.toContain('ant-btn-lg');

    resizeTo(390);
    expect(screen.getByRole('button', { name: 'Save' }).className).toContain('ant-btn-lg');
    expect(screen.getByLabelText<HTMLInputElement>('Note').value).toBe('unsaved ticks');

    resizeTo(1366);
    expect(screen.getByRole('button', { name: 'Save' }).className).not.toContain('ant-btn-lg');
    expect(screen.getByLabelText<HTMLInputElement>('Note').value).toBe('unsaved ticks');
  });
});
