import { PlusOutlined } from '@ant-design/icons';
import type { BoardLink, IssuedBoardLink } from '@gbo/contracts';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '@/components/list-column';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { useBoardLinks } from '@/features/board/api/board-links';
import { BoardLinkActions } from '@/features/board/components/board-link-actions';
import { IssueLinkDialog } from '@/features/board/components/issue-link-dialog';
import { IssuedLinkDialog } from '@/features/board/components/issued-link-dialog';
import { useBoardTranslation } from '@/features/board/hooks/use-board-translation';
import { linkStatus } from '@/features/board/utils/board-figures';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

function useLinkColumns(): ListColumn<BoardLink>[] {
  const { t } = useBoardTranslation();
  return [
    {
      key: 'line',
      title: t('links.columns.line'),
      width: 160,
      fixed: 'start',
      render: (row) => row.deptName,
    },
    { key: 'name', title: t('links.columns.name'), width: 180, grow: true, render: (row) => row.name ?? '' },
    {
      key: 'createdBy',
      title: t('links.columns.createdBy'),
      width: 120,
      render: (row) => row.createdByName ?? '',
    },
    {
      key: 'createTime',
      title: t('links.columns.createTime'),
      width: 150,
      render: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'lastSeen',
      title: t('links.columns.lastSeen'),
      width: 150,
      render: (row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : t('links.never')),
    },
    {
      key: 'status',
      title: t('links.columns.status'),
      width: 100,
      render: (row) => {
        const status = linkStatus(row);
        return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`links.status.${status}`)}</Tag>;
      },
    },
  ];
}

/**
 * Line boards (`work/board`): the display links a TV by a line shows its board with. Issuing one shows its
 * address once; revoking one stops its screen at once.
 */
export function BoardLinksPage() {
  const { t } = useBoardTranslation();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedBoardLink>();
  const view = useListView('board-links', useLinkColumns());
  const { data, isFetching, refetch } = useBoardLinks();
  const mayAdd = usePermissionGuard(['admin', 'board:add']);
  const mayRevoke = usePermissionGuard(['admin', 'board:del']);
  const page = data && { content: data, totalElements: data.length };

  return (
    <ListPage>
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          {mayAdd && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIssuing(true)}>
              {t('links.actions.issue')}
            </Button>
          )}
        </ListToolbar>
        <ListTable<BoardLink>
          view={view}
          page={page}
          loading={isFetching}
          totalText={(count) => t('links.table.total', { count })}
          emptyText={t(mayAdd ? 'links.empty.issue' : 'links.empty.none')}
          rowActions={mayRevoke ? (link) => <BoardLinkActions link={link} /> : undefined}
        />
      </Card>
      <IssueLinkDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(link) => {
          setIssuing(false);
          setIssued(link);
        }}
      />
      <IssuedLinkDialog link={issued} onClose={() => setIssued(undefined)} />
    </ListPage>
  );
}
