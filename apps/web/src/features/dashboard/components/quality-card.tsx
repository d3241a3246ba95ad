import type { DashboardQuality } from '@gbo/contracts';
import { Card, Col, Empty, Flex, Progress, Row, Statistic, Typography, theme } from 'antd';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { groupPieces, shareOfWorst } from '@/features/dashboard/utils/figures';

type WorstProcess = DashboardQuality['worstProcesses'][number];

/** Today's worst processes for quality, worst first: a bar each, as long as its DHU against the worst's. */
function WorstProcesses({ processes }: { processes: WorstProcess[] }) {
  const { t } = useDashboardTranslation();
  const { token } = theme.useToken();
  const title = t('quality.worst');
  if (processes.length === 0)
    return (
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <Typography.Text>{t('quality.noDefects')}</Typography.Text>
      </Flex>
    );
  const worst = Number(processes[0]?.dhu ?? 0);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {processes.map((process, i) => (
          <li key={`${i}-${process.name}`} style={{ padding: '4px 0' }}>
            <Flex justify="space-between" gap="small">
              <Typography.Text ellipsis style={{ minWidth: 0 }}>
                {`${i + 1}. ${process.name}`}
              </Typography.Text>
              <Typography.Text strong style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {t('quality.dhuValue', { dhu: process.dhu })}
              </Typography.Text>
            </Flex>
            <Progress
              percent={shareOfWorst(Number(process.dhu), worst)}
              showInfo={false}
              size="small"
              strokeColor={i === 0 ? token.colorError : token.colorWarning}
              style={{ margin: 0 }}
              aria-label={t('quality.processLabel', {
                name: process.name,
                dhu: process.dhu,
                defects: groupPieces(process.defects),
                inspected: groupPieces(process.inspected),
              })}
            />
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('quality.processDetail', {
                defects: groupPieces(process.defects),
                inspected: groupPieces(process.inspected),
              })}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </Flex>
  );
}

/**
 * Today's quality (first inspections): the DHU, pieces inspected and defects found, pieces still in rework,
 * and the processes with the highest DHU. Says where inspections are recorded while there are none today.
 */
export function QualityCard({ quality }: { quality: DashboardQuality }) {
  const { t } = useDashboardTranslation();
  const { token } = theme.useToken();
  const title = t('quality.title');
  return (
    <section aria-label={title}>
      <Card size="small" title={title}>
        {quality.inspected === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quality.empty')} />
        ) : (
          <Row gutter={[24, 16]}>
            <Col xs={24} xl={12}>
              <Row gutter={[16, 8]} align="bottom">
                <Col xs={24} sm={7}>
                  <Statistic
                    title={t('quality.dhu')}
                    value={quality.dhu}
                    styles={{ content: { fontSize: 40, lineHeight: 1.2, fontWeight: 600 } }}
                  />
                </Col>
                <Col xs={8} sm={6}>
                  <Statistic title={t('quality.inspected')} value={groupPieces(quality.inspected)} />
                </Col>
                <Col xs={8} sm={5}>
                  <Statistic title={t('quality.defects')} value={groupPieces(quality.defects)} />
                </Col>
                <Col xs={8} sm={6}>
                  <Statistic
                    title={t('quality.rework')}
                    value={groupPieces(quality.rework)}
                    styles={quality.rework > 0 ? { content: { color: token.colorWarning } } : undefined}
                  />
                </Col>
              </Row>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {t('quality.dhuHelp')}
              </Typography.Paragraph>
            </Col>
            <Col xs={24} xl={12}>
              <WorstProcesses processes={quality.worstProcesses} />
            </Col>
          </Row>
        )}
      </Card>
    </section>
  );
}
