import { Button, Card, Checkbox, Empty, Flex, Radio, Spin, theme, Typography } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListColumn,
  type ListDetails,
  type ListSelection,
  titleColumnOf,
} from '@/components/list-column';
import styles from '@/components/list-cards.module.css';

interface ListCardsProps<T> {
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  /** The columns shown: the title column heads each card, the others are its fields. */
  columns: readonly ListColumn<T>[];
  actions?: (row: T) => ReactNode;
  selection?: ListSelection<T>;
  details?: ListDetails<T>;
  onRowClick?: (row: T) => void;
  loading?: boolean;
  emptyText: ReactNode;
}

/** Each row and, for a tree, the rows below it, with how deep it sits. */
function flatten<T>(rows: readonly T[], depth = 0): { row: T; depth: number }[] {
  return rows.flatMap((row) => {
    const children = (row as { children?: T[] }).children ?? [];
    return [{ row, depth }, ...flatten(children, depth + 1)];
  });
}

/** How far a tree's card sits in from its parent's. */
const INDENT = 16;

/**
 * A list on a phone: a card a row, its key fields under its title and the same actions, instead of a table
 * whose columns the screen would cut. A tree's rows follow their parent, indented.
 */
export function ListCards<T>({ rows, loading, emptyText, ...card }: ListCardsProps<T>) {
  const items = flatten(rows ?? []);
  const { selection, rowKey } = card;
  // As the table's selection does: the rows of this page chosen after the change.
  const choose = (row: T, chosen: boolean) => {
    if (!selection) return;
    const key = rowKey(row);
    const keys = new Set(selection.type === 'radio' ? [] : selection.selectedKeys);
    if (chosen) keys.add(key);
    else keys.delete(key);
    selection.onChange(items.map((item) => item.row).filter((candidate) => keys.has(rowKey(candidate))));
  };
  return (
    <Spin spinning={Boolean(loading)}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <Flex vertical gap="small">
          {items.map(({ row, depth }) => (
            <RowCard key={rowKey(row)} row={row} depth={depth} onChoose={choose} {...card} />
          ))}
        </Flex>
      )}
    </Spin>
  );
}

type RowCardProps<T> = Omit<ListCardsProps<T>, 'rows' | 'loading' | 'emptyText'> & {
  row: T;
  depth: number;
  onChoose: (row: T, chosen: boolean) => void;
};

function RowCard<T>(props: RowCardProps<T>) {
  const { row, depth, rowKey, columns, actions, selection, details, onRowClick, onChoose } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const title = titleColumnOf(columns);
  // A card leaves out what a row lacks: an empty field says nothing on a small screen.
  const fields = columns
    .filter((column) => column !== title && column.card !== 'hidden')
    .map((column) => ({ column, value: column.render(row) }))
    .filter(({ value }) => value !== null && value !== undefined && value !== '');
  const selected = selection?.selectedKeys.includes(rowKey(row)) ?? false;

  return (
    <Card
      size="small"
      style={{
        marginInlineStart: depth * INDENT,
        borderColor: selected ? token.colorPrimary : undefined,
        cursor: onRowClick ? 'pointer' : undefined,
      }}
      onClick={() => onRowClick?.(row)}
    >
      <Flex align="center" gap="small">
        {selection && <ChooseBox row={row} selected={selected} selection={selection} onChoose={onChoose} />}
        <Typography.Text strong style={{ flex: 1, minWidth: 0 }}>
          {title?.render(row)}
        </Typography.Text>
      </Flex>
      {fields.length > 0 && (
        <dl className={styles.fields}>
          {fields.map(({ column, value }) => (
            <div key={column.key} style={{ display: 'contents' }}>
              <dt>{column.title}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(details || actions) && (
        <Flex justify="space-between" align="center" wrap style={{ marginTop: 8 }}>
          {details ? (
            <Button
              type="link"
              aria-expanded={open}
              aria-label={details.label(row)}
              onClick={(event) => {
                event.stopPropagation();
                setOpen(!open);
              }}
            >
              {open ? t('listCards.hideDetails') : t('listCards.details')}
            </Button>
          ) : (
            <span />
          )}
          {actions?.(row)}
        </Flex>
      )}
      {details && open && details.render(row)}
    </Card>
  );
}

interface ChooseBoxProps<T> {
  row: T;
  selected: boolean;
  selection: ListSelection<T>;
  onChoose: (row: T, chosen: boolean) => void;
}

/** The card's tick box (or radio), as the table's selection column has it; at least 40 px to tap. */
function ChooseBox<T>({ row, selected, selection, onChoose }: ChooseBoxProps<T>) {
  const Box = selection.type === 'radio' ? Radio : Checkbox;
  return (
    <Box
      className={styles.choose}
      checked={selected}
      disabled={selection.disabled?.(row)}
      aria-label={selection.label(row)}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => onChoose(row, event.target.checked)}
    />
  );
}
