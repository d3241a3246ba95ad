import { type GetProps, TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type KeyHandler, pickerOf, usePickerClass, useTypedCommit } from '@/components/day-picker';

dayjs.extend(customParseFormat);

const TIME_FORMAT = 'HH:mm';

type ClockTimePickerProps = Omit<GetProps<typeof TimePicker>, 'value' | 'onChange' | 'format'> & {
  /** A local time of day, `HH:MM`; empty for none. */
  value?: string | null;
  onChange?: (time: string | null) => void;
};

/** `HH:MM` typed or picked as the time it names; null when it is not one. */
const parseTime = (text: string) => {
  const time = dayjs(text.trim(), TIME_FORMAT, true);
  return time.isValid() ? time : null;
};

/**
 * A time of day (`HH:MM`, 24 hours) as text, the way the API takes it. As with DayPicker, what is typed counts
 * on Enter and when focus leaves the picker, not only at the next click in it. Enter only confirms the time:
 * in a dialog's form it would also submit it, saving a day half filled in (a clock-in, not yet its clock-out).
 */
export function ClockTimePicker({ value, onChange, onKeyDown, onBlur, ...props }: ClockTimePickerProps) {
  const pickerClass = usePickerClass();
  const commit = (target: EventTarget) => {
    const text = pickerOf(target, pickerClass)?.querySelector('input')?.value.trim();
    if (text === undefined) return;
    const next = text === '' ? null : (parseTime(text)?.format(TIME_FORMAT) ?? undefined);
    if (next !== undefined && next !== (value || null)) onChange?.(next);
  };
  const confirmOnly: KeyHandler = (event, preventDefault) => {
    onKeyDown?.(event, preventDefault);
    // The form's implicit submission is the key's default action.
    if (event.key === 'Enter') event.preventDefault();
  };
  const typed = useTypedCommit(commit, confirmOnly, onBlur);
  return (
    <TimePicker
      format={TIME_FORMAT}
      needConfirm={false}
      {...props}
      value={value ? parseTime(value) : null}
      onChange={(time) => onChange?.(time ? time.format(TIME_FORMAT) : null)}
      {...typed}
    />
  );
}
