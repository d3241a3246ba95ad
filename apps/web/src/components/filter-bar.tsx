import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form } from 'antd';
import { Children, type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/filter-bar.module.css';
import { SearchActions } from '@/components/search-actions';
import { useElementWidth } from '@/lib/use-element-width';

/** The narrowest a filter (and the Search and Reset buttons) may be before the bar puts fewer on a row. */
const SLOT_MIN_WIDTH = 200;
/** The grid's column gap (filter-bar.module.css). */
const GAP = 16;

interface FilterBarProps<Values> {
  /** The form's name: antd prefixes field ids with it, so labels stay unique on a page. */
  name: string;
  initialValues?: Partial<Values>;
  onSearch: (values: Values) => void;
  /** Fields applied as soon as they change (choices); the others (text) on Enter or Search. */
  instant?: readonly (keyof Values & string)[];
  /** After Reset cleared the fields, for filters kept outside the form (e.g. a tree beside the list). */
  onReset?: () => void;
  /** The filters: a labelled `Form.Item` each. */
  children: ReactNode;
}

/**
 * A list's filters above it, each labelled, with Search and Reset at the end of the last row. When they take
 * more than one row the bar folds to its first row, with Expand to show the rest.
 */
export function FilterBar<Values>({
  name,
  initialValues,
  onSearch,
  instant = [],
  onReset,
  children,
}: FilterBarProps<Values>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const [expanded, setExpanded] = useState(false);
  const fields = Children.toArray(children);

  // Until measured (and in tests) every filter shows.
  const perRow = width ? Math.max(1, Math.floor((width + GAP) / (SLOT_MIN_WIDTH + GAP))) : fields.length + 1;
  // Folded, the first row keeps a slot for the buttons (a phone's one slot a row keeps the first filter).
  const shownFolded = Math.max(1, perRow - 1);
  const foldable = fields.length + 1 > perRow && fields.length > shownFolded;
  const shown = foldable && !expanded ? shownFolded : fields.length;

  return (
    <Card size="small">
      <div ref={ref}>
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          onFinish={onSearch}
          onValuesChange={(changed: Partial<Values>) => {
            if (Object.keys(changed).some((key) => instant.includes(key as keyof Values & string)))
              form.submit();
          }}
        >
          <div className={styles.fields} style={{ '--per-row': perRow } as CSSProperties}>
            {fields.map((field, index) => (
              <div key={index} hidden={index >= shown}>
                {field}
              </div>
            ))}
            <Flex gap="small" wrap justify="end" className={styles.actions}>
              <SearchActions onReset={onReset} />
              {foldable && (
                <Button
                  type="link"
                  aria-expanded={expanded}
                  icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                  iconPlacement="end"
                  onClick={() => setExpanded(!expanded)}
                >
                  {expanded ? t('filterBar.collapse') : t('filterBar.expand')}
                </Button>
              )}
            </Flex>
          </div>
        </Form>
      </div>
    </Card>
  );
}
