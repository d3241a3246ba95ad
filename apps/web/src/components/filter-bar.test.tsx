// @vitest-environment jsdom
// jsdom: a click on the Search button's label submits its form there, as in a browser; not in happy-dom.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/components/filter-bar';
import { renderWithProviders } from '@/testing/render-app';

interface Values {
  text?: string;
  kind?: string;
  place?: string;
}

function Filters({ onSearch }: { onSearch: (values: Values) => void }) {
  return (
    <FilterBar<Values> name="test-filters" onSearch={onSearch} instant={['kind']}>
      <Form.Item name="text" label="Text">
        <Input />
      </Form.Item>
      <Form.Item name="kind" label="Kind">
        <Select options={[{ value: 'a', label: 'Kind A' }]} />
      </Form.Item>
      <Form.Item name="place" label="Place">
        <Input />
      </Form.Item>
    </FilterBar>
  );
}

/** The bar's box as wide as this, as the browser would lay it out (jsdom lays out nothing). */
function barWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
}

const slotOf = (label: string) => screen.getByLabelText(label).closest('[hidden]');

describe('filter bar', () => {
  it('labels every filter and searches with Enter, Search, or at once for a choice', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<Filters onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'shirt' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'shirt' })),
    );

    fireEvent.mouseDown(screen.getByLabelText('Kind'));
    fireEvent.click(await screen.findByText('Kind A'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'a' })));
  });

  it('folds to its first row when the filters take more, and unfolds on Expand', () => {
    // Two slots a row: one filter, then Search and Reset.
    barWidth(450);
    renderWithProviders(<Filters onSearch={vi.fn()} />);
    expect(slotOf('Text')).toBeNull();
    expect(slotOf('Kind')).not.toBeNull();
    expect(slotOf('Place')).not.toBeNull();

    const expand = screen.getByText('Expand').closest('button') as HTMLElement;
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(slotOf('Kind')).toBeNull();
    expect(slotOf('Place')).toBeNull();
    expect(screen.getByText('Collapse').closest('button')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not fold what fits on one row', () => {
    barWidth(1200);
    renderWithProviders(<Filters onSearch={vi.fn()} />);
    expect(screen.queryByText('Expand')).toBeNull();
    expect(slotOf('Place')).toBeNull();
  });
});
