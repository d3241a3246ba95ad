import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/use-confirm';

/** What a row's action asks before it runs. */
export interface ActionConfirm {
  title: string;
  content?: ReactNode;
  /** The OK button's text; the action's label by default. */
  okText?: string;
}

interface ActionBase {
  key: string;
  label: string;
  /** May return the request's promise: the confirmation stays busy until it settles. */
  onClick: () => unknown;
  /** Left out: the user may not do it. */
  hidden?: boolean;
  disabled?: boolean;
  /** Why it is disabled, shown under it. */
  disabledReason?: string;
}

/** A row's action; a dangerous one (disable, delete, force out) always asks first. */
export type RowAction =
  | (ActionBase & { danger?: false; confirm?: ActionConfirm })
  | (ActionBase & { danger: true; confirm: ActionConfirm });

interface RowActionsProps {
  /** Names the row in the buttons' accessible names, e.g. "Edit Zhang Min", "More actions for Zhang Min". */
  name: string;
  actions: readonly RowAction[];
  /** False: every action waits under More, none shows as a link (a first label too long for the column). */
  inline?: boolean;
}

/**
 * A row's actions, alike on every list: the first (e.g. Edit) as a link, the rest under "More", where
 * dangerous ones wait, red, behind a confirmation, instead of a red link on every row.
 */
export function RowActions({ name, actions, inline: firstInline = true }: RowActionsProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const shown = actions.filter((action) => !action.hidden);
  const [first, ...others] = shown;
  const inline = firstInline && first && !first.danger ? first : undefined;
  const more = inline ? others : shown;

  const run = (action: RowAction) => {
    if (!action.confirm) return void action.onClick();
    confirm({
      title: action.confirm.title,
      content: action.confirm.content,
      okText: action.confirm.okText ?? action.label,
      danger: action.danger,
      cancelText: t('rowActions.cancel'),
      onOk: () => action.onClick(),
    });
  };

  const items: MenuProps['items'] = more.map((action) => ({
    key: action.key,
    label: <ActionLabel action={action} />,
    danger: action.danger,
    disabled: action.disabled,
  }));

  return (
    // Clicks here act on the action, not on the row (rows may be chosen by a click).
    <Flex wrap={false} align="center" onClick={(event) => event.stopPropagation()}>
      {inline && (
        <Button
          type="link"
          disabled={inline.disabled}
          aria-label={t('rowActions.actionFor', { action: inline.label, name })}
          onClick={() => run(inline)}
        >
          {inline.label}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              const action = more.find((candidate) => candidate.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button type="link" aria-label={t('rowActions.moreFor', { name })}>
            {t('rowActions.more')} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}

function ActionLabel({ action }: { action: RowAction }) {
  if (!action.disabled || !action.disabledReason) return action.label;
  return (
    <Flex vertical style={{ maxWidth: 260 }}>
      <span>{action.label}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
        {action.disabledReason}
      </Typography.Text>
    </Flex>
  );
}
