import { PlusOutlined } from '@ant-design/icons';
import type { Dict } from '@gbo/contracts';
import { App, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordFilter } from '@/components/keyword-filter';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { useIsMobile } from '@/lib/use-is-mobile';
import { type DictListQuery, useDeleteDicts, useDicts } from '@/features/dicts/api/dicts';
import { DictFormDialog } from '@/features/dicts/components/dict-form-dialog';
import {
  DictRowActions,
  DictWrite,
  useMayActOnDicts,
  useMayWriteDicts,
} from '@/features/dicts/components/dict-write';

const FIRST_PAGE: DictListQuery = { page: 0, size: 10 };

interface DictListPaneProps {
  selected: Dict | undefined;
  onSelect: (dict: Dict | undefined) => void;
}

/** The left pane: dictionaries, searchable and paged; choosing one shows its entries beside. */
export function DictListPane({ selected, onSelect }: DictListPaneProps) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [query, setQuery] = useState<DictListQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useDicts(query);
  const [editing, setEditing] = useState<{ dict?: Dict }>();
  const remove = useDeleteDicts();
  const mayAdd = useMayWriteDicts('dict:add');
  const mayAct = useMayActOnDicts();
  const mobile = useIsMobile();

  // The code alone (scan_status) says little: its description stands beside it.
  const columns: ListColumn<Dict>[] = [
    {
      key: 'name',
      title: t('column.dict'),
      width: 240,
      grow: true,
      render: (dict) => (
        <>
          <Button
            type="link"
            // Small in a desk's table; the list's own (large) size on a phone, for a fingertip.
            size={mobile ? undefined : 'small'}
            aria-label={t('dicts.select', { name: dict.name })}
            onClick={() => onSelect(dict)}
          >
            {dict.name}
          </Button>{' '}
          <Typography.Text type="secondary">{dict.description}</Typography.Text>
        </>
      ),
    },
  ];
  const view = useListView('dicts', columns);

  const emptyText = query.blurry
    ? t('dicts.noMatch', { text: query.blurry })
    : mayAdd
      ? t('dicts.emptyCanAdd')
      : t('dicts.empty');

  return (
    <>
      <KeywordFilter
        name="dict-search"
        label={t('dicts.searchLabel')}
        onSearch={(blurry) => setQuery({ page: 0, size: query.size, blurry })}
      />
      <Card size="small" title={t('dicts.title')}>
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <DictWrite permission="dict:add">
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('dicts.add')}
            </Button>
          </DictWrite>
        </ListToolbar>
        <ListTable<Dict>
          view={view}
          page={data}
          loading={isFetching}
          paging={query}
          onPagingChange={(paging) => setQuery({ ...query, ...paging })}
          emptyText={emptyText}
          selection={{
            type: 'radio',
            selectedKeys: selected ? [selected.id] : [],
            onChange: ([dict]) => onSelect(dict),
            label: (dict) => t('dicts.choose', { name: dict.name }),
          }}
          onRowClick={onSelect}
          rowActions={
            mayAct
              ? (dict) => (
                  <DictRowActions
                    name={dict.name}
                    onEdit={() => setEditing({ dict })}
                    deleteConfirm={{
                      title: t('confirm.title'),
                      content: t('confirm.dict', { name: dict.name }),
                      okText: t('confirm.ok'),
                    }}
                    onDelete={() =>
                      remove.mutateAsync([dict.id]).then(() => {
                        if (selected?.id === dict.id) onSelect(undefined);
                        void message.success(t('message.deleted'));
                      })
                    }
                  />
                )
              : undefined
          }
        />
      </Card>
      <DictFormDialog
        open={editing !== undefined}
        dict={editing?.dict}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => selected?.id === saved.id && onSelect(saved)}
      />
    </>
  );
}
