import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import {
  leftOf,
  type LineProblem,
  type ProcessChoice,
  type TicketLine,
} from '@/features/production/utils/record-scans';

/** What the table (a desk) and the cards (a phone) of ticket lines both take. */
export interface RecordLinesProps {
  lines: TicketLine[];
  choice: ProcessChoice | undefined;
  problemOf: (line: TicketLine) => LineProblem | undefined;
  onQtyChange: (key: string, qty: number | undefined) => void;
  onRemove: (key: string) => void;
}

/** The line's bundle in words, once looked up. */
export const lineBundleText = (t: TFunction<'production'>, line: TicketLine) =>
  line.lookup &&
  t('record.bundleText', {
    bundleNo: line.lookup.bundle.bundleNo,
    styleNo: line.lookup.bundle.styleNo,
    bedNo: line.lookup.bundle.bedNo,
    colour: line.lookup.bundle.colour,
    size: line.lookup.bundle.size,
  });

/** "left / pieces" of the chosen process on the line's bundle, or nothing before both are known. */
export function lineLeftText(line: TicketLine, choice: ProcessChoice | undefined) {
  const left = leftOf(line, choice);
  return left ? `${left.left} / ${left.of}` : null;
}

interface LinePartProps {
  line: TicketLine;
  /** 'small' in the desk's table; the phone's cards keep antd's default, big enough for a thumb. */
  size?: 'small';
}

/** The pieces to record of a line; empty records all that is left. */
export function LineQtyInput({
  line,
  size,
  onQtyChange,
}: LinePartProps & Pick<RecordLinesProps, 'onQtyChange'>) {
  const { t } = useProductionTranslation();
  return (
    <InputNumber<number>
      size={size}
      min={1}
      precision={0}
      value={line.qty}
      disabled={line.state === 'recorded' || line.state === 'sending'}
      placeholder={t('record.allLeft')}
      aria-label={t('record.qtyOf', { ticket: line.ticket })}
      onChange={(qty) => onQtyChange(line.key, qty ?? undefined)}
      style={{ width: '100%' }}
    />
  );
}

export function RemoveLineButton({
  line,
  size,
  onRemove,
}: LinePartProps & Pick<RecordLinesProps, 'onRemove'>) {
  const { t } = useProductionTranslation();
  return (
    <Button
      type="text"
      size={size}
      icon={<DeleteOutlined aria-hidden />}
      disabled={line.state === 'sending'}
      aria-label={t('record.remove', { ticket: line.ticket })}
      onClick={() => onRemove(line.key)}
    />
  );
}
