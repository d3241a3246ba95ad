import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeZoneNames } from '@/features/factories/utils/factory-dates';

const timeZoneOptions = timeZoneNames().map((zone) => ({ value: zone, label: zone }));
const half = { xs: 24, sm: 12 };

/** The fields a factory's register and edit forms share: name, address, people limit, expiry, time zone. */
export function FactoryFields() {
  const { t } = useTranslation('factories');
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field }),
  });
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="name" label={t('form.name')} rules={[required(t('form.name'))]}>
          <Input maxLength={128} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={t('form.address')}>
          <Input maxLength={255} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="totalNumber"
          label={t('form.totalNumber')}
          rules={[
            { required: true, message: t('form.required', { field: t('form.totalNumber') }) },
            { type: 'integer', min: 1, max: 100_000, message: t('form.totalNumberRange') },
          ]}
        >
          <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="timeZone" label={t('form.timeZone')} rules={[required(t('form.timeZone'))]}>
          <Select options={timeZoneOptions} showSearch={{ optionFilterProp: 'value' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="endDate" label={t('form.endDate')} extra={t('form.endDateHelp')}>
          <Input type="date" style={{ maxWidth: 220 }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
