import type { MenuDto } from '@gbo/contracts';
import { Skeleton, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMenuChildren, useMenuSuperior } from '@/features/menus/api/menus';
import { type ParentNode, toParentNodes } from '@/features/menus/utils/menu-form';

interface ParentMenuSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** The menu being edited: it and what is below it cannot become its parent, so they are not offered. */
  editingId?: number;
}

const ROOT_PID = -1;

/**
 * eladmin's parent picker: "Top level" holding the menu tree, opened down to the edited menu; other levels
 * load when opened.
 */
export function ParentMenuSelect({ id, value, onChange, editingId }: ParentMenuSelectProps) {
  const { t, i18n } = useTranslation('menus');
  const { data: superior } = useMenuSuperior(editingId === undefined ? [] : [editingId], true);
  // Menus as loaded, turned into nodes below: their titles follow the language.
  const [loaded, setLoaded] = useState<MenuDto[]>([]);

  const nodes = useMemo(() => {
    const top: ParentNode = {
      id: 0,
      pId: ROOT_PID,
      value: 0,
      title: t('form.topLevel'),
      isLeaf: false,
      disabled: false,
    };
    const byId = new Map(
      [top, ...toParentNodes([...(superior ?? []), ...loaded], i18n.language)].map((node) => [node.id, node]),
    );
    return [...byId.values()].filter((node) => node.id !== editingId);
  }, [superior, loaded, editingId, t, i18n.language]);

  if (!superior) return <Skeleton.Input active block />;

  const loadChildren = async ({ value: pid }: { value?: unknown }) => {
    if (typeof pid !== 'number' || nodes.some((node) => node.pId === pid)) return;
    const children = await getMenuChildren(pid);
    setLoaded((previous) => [...previous, ...children]);
  };

  return (
    <TreeSelect<number>
      id={id}
      value={value}
      onChange={(pid) => onChange?.(pid)}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT_PID }}
      treeData={nodes}
      loadData={loadChildren}
      // Opened where the superior tree is loaded: the top level and the path down to the edited menu.
      treeDefaultExpandedKeys={[...new Set(nodes.map((node) => node.pId))]}
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={t('form.parent')}
    />
  );
}
