import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { type DayRange, DayPicker, DayRangePicker } from '@/components/day-picker';
import { renderWithProviders } from '@/testing/render-app';

const DAY = 'YYYY-MM-DD';
const days = (range: DayRange) => range?.map((day) => day?.format(DAY) ?? null);

interface Values {
  period?: DayRange;
  day?: Dayjs;
}

/** A form as the filter bars and drawers have it: the picker's value is what Save sends. */
function Dates({ onFinish, onPeriod }: { onFinish: (values: Values) => void; onPeriod?: () => void }) {
  return (
    <Form<Values>
      initialValues={{ period: [dayjs('2026-11-01'), dayjs('2026-11-28')], day: dayjs('2026-11-20') }}
      onFinish={onFinish}
      onValuesChange={(changed) => 'period' in changed && onPeriod?.()}
    >
      <Form.Item name="period" label="Period">
        <DayRangePicker placeholder={['From', 'To']} allowClear={false} />
      </Form.Item>
      <Form.Item name="day" label="Day">
        <DayPicker placeholder="Day" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

/** Types a date into an input the way a keyboard does: the text changes, the picker stays focused. */
function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('date pickers take what is typed (issue 20)', () => {
  it('a range end typed and confirmed with Enter is the value at once', async () => {
    const onPeriod = vi.fn();
    const onFinish = vi.fn();
    renderWithProviders(<Dates onFinish={onFinish} onPeriod={onPeriod} />);
    const to = screen.getByPlaceholderText('To');
    type(to, '2026-11-26');
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onPeriod).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(days((onFinish.mock.lastCall?.[0] as Values).period)).toEqual(['2026-11-01', '2026-11-26']);
  });

  it('a range end typed, then Save clicked (focus leaves the picker), is the value saved', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<Dates onFinish={onFinish} />);
    const from = screen.getByPlaceholderText('From');
    const save = screen.getByRole('button', { name: 'Save' });
    type(from, '2026-11-03');
    fireEvent.blur(from, { relatedTarget: save });
    fireEvent.click(save);
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(days((onFinish.mock.lastCall?.[0] as Values).period)).toEqual(['2026-11-03', '2026-11-28']);
  });

  it('keeps the value when the text is not a whole date', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<Dates onFinish={onFinish} />);
    const to = screen.getByPlaceholderText('To');
    const save = screen.getByRole('button', { name: 'Save' });
    type(to, '2026-11-2');
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(to, { relatedTarget: save });
    fireEvent.click(save);
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(days((onFinish.mock.lastCall?.[0] as Values).period)).toEqual(['2026-11-01', '2026-11-28']);
  });

  it('a single day typed, then Save clicked, is the value saved', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<Dates onFinish={onFinish} />);
    const day = screen.getByPlaceholderText('Day');
    const save = screen.getByRole('button', { name: 'Save' });
    type(day, '2026-11-24');
    fireEvent.blur(day, { relatedTarget: save });
    fireEvent.click(save);
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect((onFinish.mock.lastCall?.[0] as Values).day?.format(DAY)).toBe('2026-11-24');
  });
});
