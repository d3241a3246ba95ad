import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CellText } from '@/components/cell-text';
import { renderWithProviders } from '@/testing/render-app';

function Cell({ text }: { text: string }) {
  return (
    <table>
      <tbody>
        <tr>
          <td>
            <CellText>{text}</CellText>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The cell's text this much wider than the cell, as the browser would measure it (jsdom measures nothing). */
function overflowBy(pixels: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(100 + pixels);
}

describe('cell text', () => {
  it('shows the whole of a cut text on focus, the cut cell being focusable', async () => {
    overflowBy(80);
    renderWithProviders(<Cell text="Scans bundle tickets for the processes they finish" />);
    const text = screen.getByText('Scans bundle tickets for the processes they finish');
    expect(text.getAttribute('tabindex')).toBe('0');
    fireEvent.focus(text);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Scans bundle tickets for the processes they finish',
    );
  });

  it('leaves text that fits alone', () => {
    overflowBy(0);
    renderWithProviders(<Cell text="Worker" />);
    expect(screen.getByText('Worker').getAttribute('tabindex')).toBeNull();
  });
});
