import type { Dict } from '@gbo/contracts';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { DictDetailPane } from '@/features/dicts/components/dict-detail-pane';
import { DictListPane } from '@/features/dicts/components/dict-list-pane';

/** eladmin's dictionary screen: dictionaries on the left, the chosen one's entries on the right. */
export function DictsPage() {
  const [selected, setSelected] = useState<Dict>();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <DictListPane selected={selected} onSelect={setSelected} />
      </Col>
      <Col xs={24} xl={14}>
        <DictDetailPane dict={selected} />
      </Col>
    </Row>
  );
}
