import type { Dict } from '@gbo/contracts';
import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page';
import { DictDetailPane } from '@/features/dicts/components/dict-detail-pane';
import { DictListPane } from '@/features/dicts/components/dict-list-pane';

/** eladmin's dictionary screen: dictionaries on the left, the chosen one's entries on the right. */
export function DictsPage() {
  const [selected, setSelected] = useState<Dict>();
  return (
    <ListPage>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Flex vertical gap="middle">
            <DictListPane selected={selected} onSelect={setSelected} />
          </Flex>
        </Col>
        <Col xs={24} xl={14}>
          <DictDetailPane dict={selected} />
        </Col>
      </Row>
    </ListPage>
  );
}
