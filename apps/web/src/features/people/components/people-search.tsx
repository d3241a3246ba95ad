import { SearchOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { SearchActions } from '@/components/search-actions';
import { useDeptOptions } from '@/features/people/api/get-dept-options';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { DEFAULT_FILTER, type PeopleFilter } from '@/features/people/utils/people-query';

const FIELD_STYLE = { marginBottom: 0 };

/** The search bar: text applies on Enter or Search; the selects apply as soon as they change. */
export function PeopleSearch({ onSearch }: { onSearch: (filter: PeopleFilter) => void }) {
  const { t } = usePeopleTranslation();
  const [form] = Form.useForm<PeopleFilter>();
  const { data: deptOptions, isLoading: deptsLoading } = useDeptOptions();

  return (
    <Form
      form={form}
      name="people-search"
      initialValues={DEFAULT_FILTER}
      onFinish={onSearch}
      onValuesChange={(changed: Partial<PeopleFilter>) => {
        if (!('blurry' in changed)) form.submit();
      }}
    >
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} xl={6}>
          <Form.Item name="blurry" style={FIELD_STYLE}>
            <Input
              aria-label={t('search.blurry')}
              placeholder={t('search.blurry')}
              prefix={<SearchOutlined />}
              allowClear
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} xl={5}>
          <Form.Item name="deptId" style={FIELD_STYLE}>
            <TreeSelect
              aria-label={t('search.dept')}
              placeholder={t('search.dept')}
              treeData={deptOptions}
              loading={deptsLoading}
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandAll
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} xl={3}>
          <Form.Item name="status" style={FIELD_STYLE}>
            <Select
              aria-label={t('search.status')}
              placeholder={t('search.anyStatus')}
              allowClear
              options={[
                { value: 'enabled', label: t('status.enabled') },
                { value: 'disabled', label: t('status.disabled') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} xl={4}>
          <Form.Item name="membership" style={FIELD_STYLE}>
            <Select
              aria-label={t('search.membership')}
              options={[
                { value: 'current', label: t('search.current') },
                { value: 'left', label: t('search.left') },
                { value: 'all', label: t('search.all') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <SearchActions />
        </Col>
      </Row>
    </Form>
  );
}
