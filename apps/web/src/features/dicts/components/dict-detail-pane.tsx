import { PlusOutlined } from '@ant-design/icons';
import type { Dict, DictDetail } from '@gbo/contracts';
import { App, Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { useDeleteDictDetail, useDictDetailPage } from '@/features/dicts/api/dicts';
import { DictDetailFormDialog } from '@/features/dicts/components/dict-detail-form-dialog';
import {
  DictRowActions,
  DictWrite,
  useMayActOnDicts,
  useMayWriteDicts,
} from '@/features/dicts/components/dict-write';

const PAGE_SIZE = 10;

/** The entries' columns. */
function useEntryColumns(): ListColumn<DictDetail>[] {
  const { t } = useTranslation('dicts');
  return [
    { key: 'label', title: t('column.label'), width: 160, grow: true, render: (detail) => detail.label },
    { key: 'value', title: t('column.value'), width: 160, render: (detail) => detail.value },
    {
      key: 'dictSort',
      title: t('column.dictSort'),
      width: 90,
      align: 'end',
      render: (detail) => detail.dictSort,
    },
  ];
}

/** The right pane: the chosen dictionary's entries, in their sort order. */
export function DictDetailPane({ dict }: { dict: Dict | undefined }) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [paging, setPaging] = useState({ dictId: dict?.id, page: 0, size: PAGE_SIZE });
  // Another dictionary starts at its first page.
  const page = paging.dictId === dict?.id ? paging : { dictId: dict?.id, page: 0, size: paging.size };
  const { data, isFetching, refetch } = useDictDetailPage(
    dict ? { dictName: dict.name, page: page.page, size: page.size } : undefined,
  );
  const [editing, setEditing] = useState<{ detail?: DictDetail }>();
  const remove = useDeleteDictDetail();
  const mayAdd = useMayWriteDicts('dict:add');
  const mayAct = useMayActOnDicts();
  const view = useListView('dict-entries', useEntryColumns());

  if (!dict) {
    return (
      <Card size="small" title={t('details.none')}>
        <Empty description={t('details.pick')} />
      </Card>
    );
  }

  return (
    <Card size="small" title={t('details.title', { name: dict.name })}>
      <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
        <DictWrite permission="dict:add">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            {t('details.add')}
          </Button>
        </DictWrite>
      </ListToolbar>
      <ListTable<DictDetail>
        view={view}
        page={data}
        loading={isFetching}
        paging={page}
        onPagingChange={(next) => setPaging({ dictId: dict.id, ...next })}
        emptyText={mayAdd ? t('details.emptyCanAdd') : t('details.empty')}
        rowActions={
          mayAct
            ? (detail) => (
                <DictRowActions
                  name={detail.label}
                  onEdit={() => setEditing({ detail })}
                  deleteConfirm={{
                    title: t('confirm.title'),
                    content: t('confirm.detail', { label: detail.label, value: detail.value }),
                    okText: t('confirm.ok'),
                  }}
                  onDelete={() =>
                    remove.mutateAsync(detail.id).then(() => void message.success(t('message.deleted')))
                  }
                />
              )
            : undefined
        }
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
