import { Button, Flex, Form, Input } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';

interface RecordTicketEntryProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Adds what is typed (Enter, as a scanner sends it, or the Add button). */
  onAdd: () => void;
  /** Adds a pasted list; false leaves a single ticket to paste into the field. */
  onPaste: (pasted: string) => boolean;
  /** A warning under the field (a ticket left out); the help text otherwise. */
  notice: string | undefined;
}

/** The ticket field: typed, pasted or scanned, each ticket with Enter. */
export function RecordTicketEntry({ text, onTextChange, onAdd, onPaste, notice }: RecordTicketEntryProps) {
  const { t } = useProductionTranslation();
  return (
    <Form.Item
      label={t('record.tickets')}
      help={notice ?? t('record.ticketsHelp')}
      validateStatus={notice ? 'warning' : undefined}
      style={{ marginTop: 16, marginBottom: 0 }}
    >
      <Flex gap="small">
        <Input
          aria-label={t('record.tickets')}
          value={text}
          autoFocus
          placeholder={t('record.ticketPlaceholder')}
          onChange={(event) => onTextChange(event.target.value)}
          onPressEnter={onAdd}
          onPaste={(event) => {
            if (onPaste(event.clipboardData.getData('text'))) event.preventDefault();
          }}
        />
        <Button onClick={onAdd}>{t('record.add')}</Button>
      </Flex>
    </Form.Item>
  );
}
