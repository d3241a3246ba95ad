import type { Factory } from '@gbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-column';
import { dayIn } from '@/features/factories/utils/factory-dates';
import { factoryStatus, type FactoryStatus } from '@/features/factories/utils/factory-form';
import { formatDateTime } from '@/lib/format';

const STATUS_COLOURS: Record<FactoryStatus, string> = { active: 'green', disabled: 'red', expired: 'orange' };

/** The factories list's columns. */
export function useFactoryColumns(): ListColumn<Factory>[] {
  const { t } = useTranslation('factories');
  return [
    {
      key: 'name',
      title: t('column.name'),
      width: 170,
      grow: true,
      fixed: 'start',
      render: (factory) => factory.name,
    },
    { key: 'code', title: t('column.code'), width: 80, render: (factory) => factory.code },
    {
      key: 'address',
      title: t('column.address'),
      width: 160,
      grow: true,
      render: (factory) => factory.address,
    },
    {
      key: 'people',
      title: t('column.people'),
      width: 90,
      align: 'end',
      render: (factory) => `${factory.addNumber} / ${factory.totalNumber}`,
    },
    { key: 'timeZone', title: t('column.timeZone'), width: 130, render: (factory) => factory.timeZone },
    {
      key: 'endTime',
      title: t('column.endTime'),
      width: 110,
      render: (factory) => (factory.endTime ? dayIn(factory.endTime, factory.timeZone) : t('never')),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 90,
      render: (factory) => {
        const status = factoryStatus(factory);
        return <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
      },
    },
    {
      key: 'createTime',
      title: t('column.createTime'),
      width: 140,
      render: (factory) => formatDateTime(factory.createTime),
    },
  ];
}
