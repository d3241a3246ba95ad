import { Tabs } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page';
import { SettlementDrawer } from '@/features/wages/components/settlement-drawer';
import { SettlementList } from '@/features/wages/components/settlement-list';
import { WageList } from '@/features/wages/components/wage-list';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';

/**
 * Wages (`/work/wage`, 工资): each worker's piece wage and adjustments for a period, itemised on a click;
 * the payroll clerk adjusts a month, settles a period that is over and exports the payroll; the settlements
 * made are kept on their own tab.
 */
export function WagesPage() {
  const { t } = useWagesTranslation();
  const [tab, setTab] = useState('wages');
  const [settlement, setSettlement] = useState<number>();
  return (
    <ListPage>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'wages',
            label: t('tabs.wages'),
            children: <WageList onSettled={setSettlement} />,
          },
          {
            key: 'settlements',
            label: t('tabs.settlements'),
            children: <SettlementList onOpen={setSettlement} />,
          },
        ]}
      />
      <SettlementDrawer id={settlement} onClose={() => setSettlement(undefined)} />
    </ListPage>
  );
}
