import { OWN_QC_UNDO_MINUTES, type QcInspection } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useUndoInspection } from '@/features/quality/api/qc';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { usePermissionGuard } from '@/lib/permission';
import { useSessionStore } from '@/lib/session-store';
import { useNow } from '@/lib/use-now';

/**
 * An inspection's Undo, asking first: for qc:undo, or the inspector's own within 30 minutes. The server has
 * the last word (a refusal is told by the HTTP client's notice with its sentence).
 */
export function InspectionActions({ inspection }: { inspection: QcInspection }) {
  const { t } = useQualityTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useUndoInspection();
  const mayUndoAny = usePermissionGuard(['admin', 'qc:undo']);
  const userId = useSessionStore((state) => state.user?.id);
  const now = useNow(30_000);
  const own =
    inspection.inspectorId === userId &&
    now - Date.parse(inspection.inspectedAt) < OWN_QC_UNDO_MINUTES * 60_000;
  if (inspection.status === 'undone' || !(mayUndoAny || own)) return null;
  const name = t('office.bundleName', { bundleNo: inspection.bundleNo, styleNo: inspection.styleNo });
  return (
    <RowActions
      name={name}
      actions={[
        {
          key: 'undo',
          label: t('office.undo.action'),
          confirm: {
            title: t('office.undo.title', { name }),
            content: t('office.undo.content', {
              inspected: inspection.inspectedQty,
              defects: inspection.defectQty,
              inspector: inspection.inspectorName,
            }),
          },
          onClick: () =>
            mutateAsync(inspection.id).then(
              () => void message.success(t('office.undo.done', { name })),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
