import { SafetyCertificateOutlined } from '@ant-design/icons';
import { MENU_TYPES, type MenuDto, type Role } from '@gbo/contracts';
import { App, Button, Card, Empty, Flex, Grid, Space, Spin, Tag, Tree, type TreeProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useGrantableMenus } from '@/features/roles/api/get-grantable-menus';
import { useRole } from '@/features/roles/api/get-roles';
import { useGrantMenus } from '@/features/roles/api/save-role';
import { useRolesTranslation } from '@/features/roles/hooks/use-roles-translation';
import {
  branchKeys,
  type GrantNode,
  grantChecks,
  indexMenus,
  knownGrants,
  sameGrants,
  toggleGrant,
  toGrantTree,
} from '@/features/roles/utils/menu-grant';
import { hasPermission, usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';
import { useSessionStore } from '@/lib/session-store';

interface MenuGrantPanelProps {
  roleId: number | undefined;
  /** Told whether the tree holds ticks not saved yet, so choosing another role can ask first. */
  onUnsavedChange: (unsaved: boolean) => void;
}

/** The chosen role's menus and buttons as a tree of tick boxes, saved with "Save grants". */
export function MenuGrantPanel({ roleId, onUnsavedChange }: MenuGrantPanelProps) {
  const { t } = useRolesTranslation();
  const role = useRole(roleId);
  const menus = useGrantableMenus();

  const title = (
    <Space>
      <SafetyCertificateOutlined aria-hidden />
      {role.data ? t('grants.titleFor', { name: role.data.name }) : t('grants.title')}
    </Space>
  );
  let body;
  if (roleId === undefined)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('grants.choose')} />;
  else if (!role.data || !menus.data) body = <Spin />;
  // Keyed by role, so choosing another role starts from that role's grant.
  else
    body = (
      <GrantEditor key={role.data.id} role={role.data} menus={menus.data} onUnsavedChange={onUnsavedChange} />
    );

  return (
    <Card size="small" title={title}>
      {body}
    </Card>
  );
}

interface GrantEditorProps {
  role: Role;
  menus: MenuDto[];
  onUnsavedChange: (unsaved: boolean) => void;
}

function GrantEditor({ role, menus, onUnsavedChange }: GrantEditorProps) {
  const { t, i18n } = useRolesTranslation();
  const { message } = App.useApp();
  const held = useSessionStore((state) => state.roles);
  const mayEdit = usePermissionGuard(['admin', 'roles:edit']);
  const { mutate, isPending } = useGrantMenus();
  const index = useMemo(() => indexMenus(menus), [menus]);
  const treeData = useMemo(
    () => toGrantTree(menus, (permission) => hasPermission(held, [permission]), i18n.language),
    [menus, held, i18n.language],
  );
  const saved = useMemo(() => knownGrants(index, role.menus), [index, role.menus]);
  const [granted, setGranted] = useState<ReadonlySet<number>>(saved);
  const changed = !sameGrants(granted, saved);
  useEffect(() => {
    onUnsavedChange(changed);
    return () => onUnsavedChange(false);
  }, [changed, onUnsavedChange]);
  // Beside the list (wide screens) the tree scrolls on its own, keeping the buttons in view; below it, it flows.
  const { xl } = Grid.useBreakpoint();

  const onCheck: TreeProps<GrantNode>['onCheck'] = (_, { node, checked }) =>
    setGranted((current) => toggleGrant(index, current, node.key, checked));
  const save = () =>
    mutate(
      { id: role.id, menus: [...granted] },
      { onSuccess: () => void message.success(t('messages.granted', { name: role.name })) },
    );

  return (
    <Flex vertical gap="small">
      <div style={xl ? { maxHeight: 'calc(100vh - 330px)', minHeight: 240, overflowY: 'auto' } : undefined}>
        <Tree<GrantNode>
          checkable
          checkStrictly
          selectable={false}
          disabled={!mayEdit}
          treeData={treeData}
          checkedKeys={grantChecks(index, granted)}
          onCheck={onCheck}
          defaultExpandedKeys={branchKeys(index)}
          titleRender={(node) => <GrantTitle node={node} />}
          aria-label={t('grants.treeLabel', { name: role.name })}
        />
      </div>
      {menus.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('grants.noMenus')} />}
      <Permission roles={['admin', 'roles:edit']}>
        <Flex justify="end" gap="small">
          <Button disabled={!changed || isPending} onClick={() => setGranted(saved)}>
            {t('grants.undo')}
          </Button>
          <Button type="primary" disabled={!changed} loading={isPending} onClick={save}>
            {t('grants.save')}
          </Button>
        </Flex>
      </Permission>
    </Flex>
  );
}

/** A menu's title; a button also shows the permission string it grants. */
function GrantTitle({ node }: { node: GrantNode }) {
  return (
    <Space size={4}>
      <span>{node.title}</span>
      {node.permission && node.type === MENU_TYPES.button && <Tag variant="filled">{node.permission}</Tag>}
    </Space>
  );
}
