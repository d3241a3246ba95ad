import { Tabs } from 'antd';
import { ListPage } from '@/components/list-page';
import { PrinterList } from '@/features/printers/components/printer-list';
import { PrintJobsList } from '@/features/printers/components/print-jobs-list';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';

/**
 * Label printers (`/system/printer`): the factory's network label printers (ZPL or TSPL on port 9100) and the
 * queue of jobs the server sends them.
 */
export function PrintersPage() {
  const { t } = usePrintersTranslation();
  return (
    <ListPage>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'printers', label: t('tabs.printers'), children: <PrinterList /> },
          { key: 'jobs', label: t('tabs.jobs'), children: <PrintJobsList /> },
        ]}
      />
    </ListPage>
  );
}
