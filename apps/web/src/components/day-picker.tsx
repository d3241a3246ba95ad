import { ConfigProvider, DatePicker, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type FocusEvent, type KeyboardEvent, useContext } from 'react';

dayjs.extend(customParseFormat);

const DAY_FORMAT = 'YYYY-MM-DD';

type SingleProps = Omit<GetProps<typeof DatePicker>, 'value' | 'onChange'> & {
  value?: Dayjs | null;
  onChange?: (day: Dayjs | null, text: string) => void;
};
type RangeProps = GetProps<typeof DatePicker.RangePicker>;
type RangeValue = [Dayjs | null, Dayjs | null];
/** A range filter's value: either end may be open. */
export type DayRange = RangeProps['value'];

/** A range filter's days as a list's `from` and `to` (YYYY-MM-DD, both included; absent when open). */
export function dayRangeParams(days: DayRange | undefined): { from?: string; to?: string } {
  const [from, to] = days ?? [];
  return { from: from?.format(DAY_FORMAT), to: to?.format(DAY_FORMAT) };
}

/** A typed text as a day of the format, exactly (2026-11-26, not "2026-11-2"); null when it is not one. */
function parseTyped(text: string, format: string): Dayjs | null {
  const day = dayjs(text.trim(), format, true);
  return day.isValid() ? day : null;
}

/** What a picker's value is exact to: a month, a day, or (a time picker's) a minute. */
type PickerUnit = 'month' | 'day' | 'minute';

const unitOf = (picker: string | undefined): PickerUnit =>
  picker === 'month' ? 'month' : picker === 'time' ? 'minute' : 'day';

const sameDay = (a: Dayjs | null | undefined, b: Dayjs | null | undefined, unit: PickerUnit) =>
  a && b ? a.isSame(b, unit) : !a && !b;

/**
 * Whether focus left for somewhere outside the picker and its panel (the panel is portalled, so it is
 * not inside the picker's element).
 */
function leftPicker(event: FocusEvent, picker: Element | null, pickerClass: string) {
  const next = event.relatedTarget;
  if (!next) return true;
  return !(next instanceof Element) || (!picker?.contains(next) && !next.closest(`.${pickerClass}-dropdown`));
}

/** The picker's own element around one of its inputs. */
export const pickerOf = (target: EventTarget, pickerClass: string) =>
  target instanceof Element ? target.closest(`.${pickerClass}`) : null;

/** antd's class of the picker ("ant-picker" unless the app sets another prefix). */
export function usePickerClass() {
  return useContext(ConfigProvider.ConfigContext).getPrefixCls('picker');
}

export type KeyHandler = (event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => void;
export type BlurHandler<Info> = (event: FocusEvent<HTMLElement>, info: Info) => void;

/**
 * The handlers that make a typed text count: on Enter, and when focus leaves the picker, `commit` reads
 * the picker's input(s). The caller's own handlers run first.
 */
export function useTypedCommit<Info>(
  commit: (target: EventTarget) => void,
  onKeyDown: KeyHandler | undefined,
  onBlur: BlurHandler<Info> | undefined,
) {
  const pickerClass = usePickerClass();
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => {
      onKeyDown?.(event, preventDefault);
      if (event.key === 'Enter') commit(event.target);
    },
    onBlur: (event: FocusEvent<HTMLElement>, info: Info) => {
      onBlur?.(event, info);
      if (leftPicker(event, pickerOf(event.target, pickerClass), pickerClass)) commit(event.target);
    },
  };
}

/**
 * A day (or month, or with `picker="time"` a time of day) picker whose typed text counts. antd's picker shows a date typed and confirmed with
 * Enter, but hands it to the form only at the next interaction with the picker, so a Search or Save right
 * after it used the date before (issue 20). This one reads what the input holds on Enter and when focus
 * leaves the picker (a click on Search or Save), and passes it on at once when it is a valid, allowed day.
 */
export function DayPicker({ format = DAY_FORMAT, onKeyDown, onBlur, onChange, ...props }: SingleProps) {
  const pickerClass = usePickerClass();
  const pattern = typeof format === 'string' ? format : DAY_FORMAT;
  const unit = unitOf(props.picker);

  const commit = (target: EventTarget) => {
    const input = pickerOf(target, pickerClass)?.querySelector('input');
    if (!input) return;
    const text = input.value;
    const day = text.trim() === '' ? null : parseTyped(text, pattern);
    if (day === null && (text.trim() !== '' || props.allowClear === false)) return;
    if (sameDay(day, props.value, unit)) return;
    if (day && props.disabledDate?.(day, { type: props.picker ?? 'date' })) return;
    onChange?.(day, text);
  };

  const typed = useTypedCommit(commit, onKeyDown, onBlur);
  return (
    <DatePicker
      format={format}
      {...props}
      onChange={(day: unknown, text) => onChange?.(day as Dayjs | null, String(text ?? ''))}
      {...typed}
    />
  );
}

/**
 * A range of days whose typed ends count (see DayPicker): on Enter in either end, and when focus leaves the
 * picker, the two inputs' texts are read and a valid range (start not after end, no disabled day, an empty
 * end only where allowed) is passed on at once.
 */
export function DayRangePicker({ format = DAY_FORMAT, onKeyDown, onBlur, ...props }: RangeProps) {
  const pickerClass = usePickerClass();
  const pattern = typeof format === 'string' ? format : DAY_FORMAT;
  const unit = unitOf(props.picker);

  const commit = (target: EventTarget) => {
    const inputs = pickerOf(target, pickerClass)?.querySelectorAll('input');
    if (inputs?.length !== 2) return;
    const texts = [inputs[0]?.value ?? '', inputs[1]?.value ?? ''] as [string, string];
    const allowEmpty = Array.isArray(props.allowEmpty)
      ? props.allowEmpty
      : [Boolean(props.allowEmpty), Boolean(props.allowEmpty)];
    const range: RangeValue = [null, null];
    for (const index of [0, 1] as const) {
      const text = texts[index].trim();
      if (text === '') {
        if (!allowEmpty[index]) return;
        continue;
      }
      const day = parseTyped(text, pattern);
      if (!day) return;
      range[index] = day;
    }
    const [from, to] = range;
    if (from && to && from.isAfter(to, unit)) return;
    const current = props.value ?? [null, null];
    if (sameDay(from, current[0], unit) && sameDay(to, current[1], unit)) return;
    const type = props.picker ?? 'date';
    if (from && props.disabledDate?.(from, { type, from: to ?? undefined })) return;
    if (to && props.disabledDate?.(to, { type, from: from ?? undefined })) return;
    props.onChange?.(range, texts);
  };

  const typed = useTypedCommit(commit, onKeyDown, onBlur);
  return <DatePicker.RangePicker format={format} {...props} {...typed} />;
}
