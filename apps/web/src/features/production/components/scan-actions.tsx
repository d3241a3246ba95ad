import type { Scan } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useUndoScan } from '@/features/production/api/scans';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';

/**
 * A scan's Undo (the caller checks scan:undo), asking first. A settled scan cannot be undone: it has none (the
 * server refuses it too, 409, its sentence shown by the HTTP client, e.g. when settled since the list loaded).
 */
export function ScanActions({ scan }: { scan: Scan }) {
  const { t } = useProductionTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useUndoScan();
  const name = t('scans.scanName', {
    bundleNo: scan.bundleNo,
    process: scan.processName,
    worker: scan.workerName,
  });
  // An undone scan has nothing left to undo; a settled one is paid (its status says so).
  if (scan.status === 'undone' || scan.settled) return null;
  return (
    <RowActions
      name={name}
      actions={[
        {
          key: 'undo',
          label: t('scans.actions.undo'),
          confirm: {
            title: t('scans.confirmUndo.title', { name }),
            content: t('scans.confirmUndo.content', { qty: scan.qty, worker: scan.workerName }),
          },
          // Awaited: the confirmation stays busy until the answer; a refusal was already reported.
          onClick: () =>
            mutateAsync(scan.id).then(
              () => void message.success(t('scans.undone', { name })),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
