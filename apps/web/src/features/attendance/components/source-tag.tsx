import type { AttendanceRow } from '@gbo/contracts';
import { Badge, Flex, Tag, Tooltip } from 'antd';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';

const COLOURS = { clock: 'blue', manual: 'gold', shift: 'default', none: 'default' } as const;

/** Where a day's minutes come from, and a badge while the worker is clocked in and not out. */
export function SourceTag({ row }: { row: Pick<AttendanceRow, 'source' | 'open'> }) {
  const { t } = useAttendanceTranslation();
  const source = row.source ?? 'none';
  return (
    <Flex gap={4} align="center" wrap={false}>
      <Tag color={COLOURS[source]}>{t(`source.${source}`)}</Tag>
      {row.open && (
        <Tooltip title={t('openHelp')}>
          <Badge status="processing" text={t('open')} />
        </Tooltip>
      )}
    </Flex>
  );
}
