import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { appendNames, moveItem, removeAt } from '@/features/styles/utils/list-order';
import { useIsMobile } from '@/lib/use-is-mobile';

interface OrderedListEditorProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The factory's presets, offered as the clerk types and added all at once with one button. */
  presets: readonly string[];
  /** What one item is called, for the buttons' names: "colour", "size". */
  kind: 'colour' | 'size';
  maxLength: number;
}

/**
 * An ordered list of names (a style's colours or sizes): added by typing or from the factory's presets,
 * reordered by dragging or with the arrow buttons, removed with ×. The order is the matrix's and the
 * bundle numbering's.
 */
export function OrderedListEditor({
  id,
  value = [],
  onChange,
  presets,
  kind,
  maxLength,
}: OrderedListEditorProps) {
  const { t } = useStylesTranslation();
  const mobile = useIsMobile();
  const [text, setText] = useState('');
  const [dragged, setDragged] = useState<number>();
  const change = (next: string[]) => onChange?.(next);
  const unused = presets.filter((preset) => !value.includes(preset));
  const add = (names: readonly string[]) => {
    change(appendNames(value, names));
    setText('');
  };
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== undefined) change(moveItem(value, dragged, index));
    setDragged(undefined);
  };
  const label = t(kind === 'colour' ? 'lists.colour' : 'lists.size');

  return (
    <Flex vertical gap="small">
      {value.length === 0 ? (
        <Typography.Text type="secondary">
          {kind === 'colour'
            ? t(presets.length > 0 ? 'lists.noColours' : 'lists.noColoursTyped')
            : t(presets.length > 0 ? 'lists.noSizes' : 'lists.noSizesTyped')}
        </Typography.Text>
      ) : (
        <Flex wrap gap={6} role="list" aria-label={t(kind === 'colour' ? 'lists.colours' : 'lists.sizes')}>
          {value.map((name, index) => (
            <Tag
              key={name}
              role="listitem"
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={drop(index)}
              style={{ marginInlineEnd: 0, paddingInline: 4, cursor: 'grab', userSelect: 'none' }}
            >
              <Space size={0}>
                <Button
                  type="text"
                  size={mobile ? undefined : 'small'}
                  icon={<ArrowLeftOutlined aria-hidden />}
                  disabled={index === 0}
                  aria-label={t('lists.moveEarlier', { name })}
                  onClick={() => change(moveItem(value, index, index - 1))}
                />
                <span style={{ paddingInline: 4 }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {index + 1}.
                  </Typography.Text>{' '}
                  {name}
                </span>
                <Button
                  type="text"
                  size={mobile ? undefined : 'small'}
                  icon={<ArrowRightOutlined aria-hidden />}
                  disabled={index === value.length - 1}
                  aria-label={t('lists.moveLater', { name })}
                  onClick={() => change(moveItem(value, index, index + 1))}
                />
                <Button
                  type="text"
                  size={mobile ? undefined : 'small'}
                  danger
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t('lists.remove', { name })}
                  onClick={() => change(removeAt(value, index))}
                />
              </Space>
            </Tag>
          ))}
        </Flex>
      )}
      <Flex gap="small" wrap>
        <Space.Compact style={{ flex: '1 1 220px', maxWidth: 360 }}>
          <Input
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // The presets not yet listed, suggested as the clerk types (the browser's own list).
            list={`${id ?? kind}-presets`}
            placeholder={t('lists.addPlaceholder', { kind: label })}
            maxLength={maxLength}
            autoComplete="off"
            onKeyDown={(event) => {
              // Enter adds what is typed, and never submits the style.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (text.trim()) add([text]);
            }}
          />
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={!text.trim()}
            aria-label={t('lists.addKind', { kind: label })}
            onClick={() => add([text])}
          >
            {t('lists.add')}
          </Button>
        </Space.Compact>
        <datalist id={`${id ?? kind}-presets`}>
          {unused.map((preset) => (
            <option key={preset} value={preset} />
          ))}
        </datalist>
        {unused.length > 0 && (
          <Tooltip title={unused.join(' · ')}>
            <Button onClick={() => add(unused)}>{t('lists.addPresets', { count: unused.length })}</Button>
          </Tooltip>
        )}
      </Flex>
    </Flex>
  );
}
