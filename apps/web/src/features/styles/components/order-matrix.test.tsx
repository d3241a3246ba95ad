import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OrderMatrix } from '@/features/styles/components/order-matrix';
import type { OrderCells } from '@/features/styles/utils/order-matrix';
import { renderWithProviders } from '@/testing/render-app';

function Matrix() {
  const [cells, setCells] = useState<OrderCells>({});
  return (
    <OrderMatrix value={cells} onChange={setCells} colours={['Black', 'White']} sizes={['S', 'M', 'L']} />
  );
}

const paste = (label: string, text: string) =>
  fireEvent.paste(screen.getByLabelText(label), { clipboardData: { getData: () => text } });

describe('order matrix', () => {
  it('fills cells copied from Excel from the focused cell, rightwards and down', async () => {
    renderWithProviders(<Matrix />);
    paste('Black M quantity', '1,200\t5\r\n\t7\r\n');
    const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
    expect(value('Black M quantity')).toBe('1200');
    expect(value('Black L quantity')).toBe('5');
    expect(value('White M quantity')).toBe('');
    expect(value('White L quantity')).toBe('7');
    expect(screen.getByLabelText('Total ordered').textContent).toBe('1212');
    // A pasted cell that is no number is left out, and said so.
    paste('Black S quantity', 'ten\t3');
    expect(await screen.findByText('1 pasted cell was not a whole number and was left out.')).toBeDefined();
    expect(value('Black S quantity')).toBe('');
    expect(value('Black M quantity')).toBe('3');
  });
});
