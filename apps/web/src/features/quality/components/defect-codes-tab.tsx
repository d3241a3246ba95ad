import type { DefectCode } from '@gbo/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { useDefectCodes } from '@/features/quality/api/qc';
import { DefectCodeDialog, type DefectCodeTarget } from '@/features/quality/components/defect-code-dialog';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { usePermissionGuard } from '@/lib/permission';

/** The factory's defect codes; qc:code adds and edits them (switched off, never deleted). */
export function DefectCodesTab() {
  const { t } = useQualityTranslation();
  const { data, isFetching } = useDefectCodes();
  const mayEdit = usePermissionGuard(['admin', 'qc:code']);
  const [target, setTarget] = useState<DefectCodeTarget>();
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        {mayEdit && (
          <div>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setTarget({ mode: 'add' })}
            >
              {t('office.codes.add')}
            </Button>
          </div>
        )}
        <Table<DefectCode>
          size="small"
          rowKey="id"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          locale={{ emptyText: t('office.codes.empty') }}
          columns={[
            { key: 'code', title: t('office.codes.code'), dataIndex: 'code', width: 120 },
            { key: 'name', title: t('office.codes.name'), dataIndex: 'name' },
            {
              key: 'category',
              title: t('office.codes.category'),
              width: 140,
              render: (_, code) => t(`office.category.${code.category}`),
            },
            {
              key: 'enabled',
              title: t('office.codes.enabled'),
              width: 110,
              render: (_, code) =>
                code.enabled ? (
                  <Tag color="success">{t('office.codes.on')}</Tag>
                ) : (
                  <Tag>{t('office.codes.off')}</Tag>
                ),
            },
            ...(mayEdit
              ? [
                  {
                    key: 'actions',
                    title: t('office.codes.actions'),
                    width: 100,
                    render: (_: unknown, code: DefectCode) => (
                      <Button
                        type="link"
                        aria-label={t('office.codes.editTitle', { code: code.code })}
                        onClick={() => setTarget({ mode: 'edit', code })}
                      >
                        {t('office.codes.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
      <DefectCodeDialog target={target} onClose={() => setTarget(undefined)} />
    </Card>
  );
}
