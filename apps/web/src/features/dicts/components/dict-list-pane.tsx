import { PlusOutlined } from '@ant-design/icons';
import type { Dict } from '@gbo/contracts';
import { App, Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/list-toolbar';
import { PagedTable } from '@/components/paged-table';
import { type DictListQuery, useDeleteDicts, useDicts } from '@/features/dicts/api/dicts';
import { DictFormDialog } from '@/features/dicts/components/dict-form-dialog';
import { DictRowActions, DictWrite, useMayWriteDicts } from '@/features/dicts/components/dict-write';

const FIRST_PAGE: DictListQuery = { page: 0, size: 10 };

interface DictListPaneProps {
  selected: Dict | undefined;
  onSelect: (dict: Dict | undefined) => void;
}

/** The left pane: dictionaries, searchable and paged; choosing one shows its entries beside. */
export function DictListPane({ selected, onSelect }: DictListPaneProps) {
  const { t } = useTranslation('dicts');
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<DictListQuery>(FIRST_PAGE);
  const { data, isFetching } = useDicts(query);
  const [editing, setEditing] = useState<{ dict?: Dict }>();
  const remove = useDeleteDicts();
  const mayAdd = useMayWriteDicts('dict:add');

  const confirmDelete = (dict: Dict) =>
    modal.confirm({
      title: t('confirm.title'),
      content: t('confirm.dict', { name: dict.name }),
      okText: t('confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm.cancel'),
      onOk: () =>
        remove.mutateAsync([dict.id]).then(() => {
          if (selected?.id === dict.id) onSelect(undefined);
          void message.success(t('message.deleted'));
        }),
    });

  const columns: TableColumnsType<Dict> = [
    {
      title: t('column.name'),
      dataIndex: 'name',
      render: (name: string, dict) => (
        <Button
          type="link"
          size="small"
          aria-label={t('dicts.select', { name })}
          onClick={() => onSelect(dict)}
        >
          {name}
        </Button>
      ),
    },
    // The pane is narrow: a long description wraps so that the row's actions stay in sight.
    { title: t('column.description'), dataIndex: 'description', width: 180 },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, dict) => (
        <DictRowActions
          name={dict.name}
          onEdit={() => setEditing({ dict })}
          onDelete={() => void confirmDelete(dict)}
        />
      ),
    },
  ];

  const emptyText = query.blurry
    ? t('dicts.noMatch', { text: query.blurry })
    : mayAdd
      ? t('dicts.emptyCanAdd')
      : t('dicts.empty');

  return (
    <Card title={t('dicts.title')}>
      <ListToolbar
        searchLabel={t('dicts.searchLabel')}
        searchPlaceholder={t('dicts.searchPlaceholder')}
        onSearch={(blurry) => setQuery({ page: 0, size: query.size, blurry })}
      >
        <DictWrite permission="dict:add">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            {t('dicts.add')}
          </Button>
        </DictWrite>
      </ListToolbar>
      <PagedTable<Dict>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={query}
        onPagingChange={(paging) => setQuery({ ...query, ...paging })}
        emptyText={emptyText}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_, [dict]) => onSelect(dict),
        }}
        onRow={(dict) => ({ onClick: () => onSelect(dict) })}
      />
      <DictFormDialog
        open={editing !== undefined}
        dict={editing?.dict}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => selected?.id === saved.id && onSelect(saved)}
      />
    </Card>
  );
}
