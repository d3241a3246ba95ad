import type { Bundle } from '@gbo/contracts';
import { RowActions } from '@/components/row-actions';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { usePermissionGuard } from '@/lib/permission';

interface BundleActionsProps {
  bundle: Bundle;
  onEdit: (bundle: Bundle) => void;
  onPrint: (bundle: Bundle) => void;
  onVoid: (bundle: Bundle) => void;
}

/**
 * A bundle's actions: Edit, then under More its ticket's print and Void. Void opens its own dialog, which asks
 * for the reason and is the confirmation (a red Void button).
 */
export function BundleActions({ bundle, onEdit, onPrint, onVoid }: BundleActionsProps) {
  const { t } = useCuttingTranslation();
  const mayEdit = usePermissionGuard(['admin', 'bundle:edit']);
  const mayPrint = usePermissionGuard(['admin', 'bundle:print']);
  const active = bundle.status === 'active';
  return (
    <RowActions
      name={t('bundles.bundleName', { bundleNo: bundle.bundleNo })}
      actions={[
        {
          key: 'edit',
          label: t('bundles.actions.edit'),
          hidden: !mayEdit || !active,
          onClick: () => onEdit(bundle),
        },
        {
          key: 'print',
          label: t('bundles.actions.print'),
          hidden: !mayPrint || !active,
          onClick: () => onPrint(bundle),
        },
        {
          key: 'void',
          label: t('bundles.actions.void'),
          hidden: !mayEdit || !active,
          onClick: () => onVoid(bundle),
        },
      ]}
    />
  );
}
