import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportKind, ImportResult } from '@gbo/contracts';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { ImportDialog } from '@/features/imports/components/import-dialog';
import { useImportsTranslation } from '@/features/imports/hooks/use-imports-translation';
import { passesGuard } from '@/lib/permission';
import { useSessionStore } from '@/lib/session-store';

/** Who may import each kind: whoever may add or change its records (the server checks it again, row by row). */
const MAY_IMPORT: Record<ImportKind, readonly string[]> = {
  styles: ['admin', 'style:add', 'style:edit'],
  processes: ['admin', 'style:edit'],
  orderQuantities: ['admin', 'style:edit'],
  customers: ['admin', 'customer:add', 'customer:edit'],
  people: ['admin', 'user:add', 'user:edit'],
};

/** The kinds the signed-in user may import, of these. */
function useImportableKinds(kinds: readonly ImportKind[]): ImportKind[] {
  const held = useSessionStore((state) => state.roles);
  return kinds.filter((kind) => passesGuard(held, MAY_IMPORT[kind]));
}

interface ImportButtonProps {
  kind: ImportKind;
  /** After a file was written: e.g. the list refreshes. */
  onImported?: (result: ImportResult) => void;
}

/** Opens the import of one kind; shown only to whoever may import it. */
export function ImportButton({ kind, onImported }: ImportButtonProps) {
  const { t } = useImportsTranslation();
  const [open, setOpen] = useState(false);
  const allowed = useImportableKinds([kind]).length > 0;
  if (!allowed) return null;
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}

interface ImportMenuProps {
  kinds: readonly ImportKind[];
  onImported?: (result: ImportResult) => void;
}

/** "Import ▾": a menu of the kinds the user may import here, each opening its import. */
export function ImportMenu({ kinds, onImported }: ImportMenuProps) {
  const { t } = useImportsTranslation();
  const allowed = useImportableKinds(kinds);
  // The last kind chosen stays the dialog's while it closes.
  const [kind, setKind] = useState<ImportKind>();
  const [open, setOpen] = useState(false);
  if (allowed.length === 0) return null;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: allowed.map((item) => ({ key: item, label: t(`menu.${item}`) })),
          onClick: ({ key }) => {
            setKind(key as ImportKind);
            setOpen(true);
          },
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>
          {t('button')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {kind && (
        <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} onImported={onImported} />
      )}
    </>
  );
}
