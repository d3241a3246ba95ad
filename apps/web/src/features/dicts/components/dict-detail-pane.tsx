import { PlusOutlined } from '@ant-design/icons';
import type { Dict, DictDetail } from '@gbo/contracts';
import { App, Button, Card, Empty, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDictDetail, useDictDetailPage } from '@/features/dicts/api/dicts';
import { DictDetailFormDialog } from '@/features/dicts/components/dict-detail-form-dialog';
import { DictRowActions, DictWrite, useMayWriteDicts } from '@/features/dicts/components/dict-write';

const PAGE_SIZE = 10;

/** The right pane: the chosen dictionary's entries, in their sort order. */
export function DictDetailPane({ dict }: { dict: Dict | undefined }) {
  const { t } = useTranslation('dicts');
  const { modal, message } = App.useApp();
  const [paging, setPaging] = useState({ dictId: dict?.id, page: 0, size: PAGE_SIZE });
  // Another dictionary starts at its first page.
  const page = paging.dictId === dict?.id ? paging : { dictId: dict?.id, page: 0, size: paging.size };
  const { data, isFetching } = useDictDetailPage(
    dict ? { dictName: dict.name, page: page.page, size: page.size } : undefined,
  );
  const [editing, setEditing] = useState<{ detail?: DictDetail }>();
  const remove = useDeleteDictDetail();
  const mayAdd = useMayWriteDicts('dict:add');

  if (!dict) {
    return (
      <Card title={t('details.none')}>
        <Empty description={t('details.pick')} />
      </Card>
    );
  }

  const confirmDelete = (detail: DictDetail) =>
    modal.confirm({
      title: t('confirm.title'),
      content: t('confirm.detail', { label: detail.label, value: detail.value }),
      okText: t('confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm.cancel'),
      onOk: () => remove.mutateAsync(detail.id).then(() => void message.success(t('message.deleted'))),
    });

  const columns: TableColumnsType<DictDetail> = [
    { title: t('column.label'), dataIndex: 'label' },
    { title: t('column.value'), dataIndex: 'value' },
    { title: t('column.dictSort'), dataIndex: 'dictSort', align: 'right' },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, detail) => (
        <DictRowActions
          name={detail.label}
          onEdit={() => setEditing({ detail })}
          onDelete={() => void confirmDelete(detail)}
        />
      ),
    },
  ];

  return (
    <Card
      title={t('details.title', { name: dict.name })}
      extra={
        <DictWrite permission="dict:add">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            {t('details.add')}
          </Button>
        </DictWrite>
      }
    >
      <PagedTable<DictDetail>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={page}
        onPagingChange={(next) => setPaging({ dictId: dict.id, ...next })}
        emptyText={mayAdd ? t('details.emptyCanAdd') : t('details.empty')}
      />
      <DictDetailFormDialog
        open={editing !== undefined}
        dict={dict}
        detail={editing?.detail}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
