import { SearchOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row, Select } from 'antd';
import { SearchActions } from '@/components/search-actions';
import type { DeptFilter } from '@/features/depts/api/depts-keys';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';

const FIELD_STYLE = { marginBottom: 0 };

/** The search bar: the name applies on Enter or Search, the status as soon as it changes. */
export function DeptSearch({ onSearch }: { onSearch: (filter: DeptFilter) => void }) {
  const { t } = useDeptsTranslation();
  const [form] = Form.useForm<DeptFilter>();

  const submit = ({ name, enabled }: DeptFilter) =>
    onSearch({ ...(name?.trim() && { name: name.trim() }), ...(enabled && { enabled }) });

  return (
    <Form
      form={form}
      name="dept-search"
      onFinish={submit}
      onValuesChange={(changed: DeptFilter) => {
        if ('enabled' in changed) form.submit();
      }}
    >
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="name" style={FIELD_STYLE}>
            <Input
              aria-label={t('search.name')}
              placeholder={t('search.name')}
              prefix={<SearchOutlined />}
              allowClear
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="enabled" style={FIELD_STYLE}>
            <Select
              aria-label={t('search.status')}
              placeholder={t('search.anyStatus')}
              allowClear
              options={[
                { value: 'true', label: t('status.enabled') },
                { value: 'false', label: t('status.disabled') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <SearchActions />
        </Col>
      </Row>
    </Form>
  );
}
