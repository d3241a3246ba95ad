import { QuestionCircleOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useNavigate } from 'react-router';
import { DISPUTE_READERS, useOpenDisputeCount } from '@/features/disputes/api/disputes';
import { useDisputesTranslation } from '@/features/disputes/hooks/use-disputes-translation';
import { usePermissionGuard } from '@/lib/permission';

/**
 * The navbar's way to the pay questions, with the open count of the caller's scope as a badge (asked every
 * minute). The shell gives the page's path from the menus, and it shows only for dispute:list.
 */
export function OpenDisputesButton({ path }: { path: string }) {
  const { t } = useDisputesTranslation();
  const navigate = useNavigate();
  const allowed = usePermissionGuard(DISPUTE_READERS);
  const { data: open } = useOpenDisputeCount();
  if (!allowed) return null;
  const label = t('badge.label', { count: open ?? 0 });
  return (
    <Badge count={open} size="small" offset={[-6, 6]}>
      <Button
        type="text"
        aria-label={label}
        title={label}
        icon={<QuestionCircleOutlined />}
        onClick={() => void navigate(path)}
      />
    </Badge>
  );
}
