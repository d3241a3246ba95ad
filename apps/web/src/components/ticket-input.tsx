import { CameraOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ticket-panel.module.css';

interface TicketInputProps {
  inputRef: Ref<InputRef>;
  onLookUp: (ticket: string) => void;
  cameraOpen: boolean;
  onToggleCamera: () => void;
  loading: boolean;
}

/**
 * The ticket field: typed, or filled by a hardware scanner that types the ticket and Enter. Enter looks it
 * up, and the field empties for the next ticket.
 */
export function TicketInput({ inputRef, onLookUp, cameraOpen, onToggleCamera, loading }: TicketInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = () => {
    const ticket = value.trim();
    if (!ticket) return;
    setValue('');
    onLookUp(ticket);
  };
  return (
    <div className={styles.ticketRow}>
      <Input
        ref={inputRef}
        className={styles.ticketInput}
        size="large"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={submit}
        placeholder={t('ticket.placeholder')}
        aria-label={t('ticket.label')}
        autoFocus
        autoComplete="off"
        enterKeyHint="search"
        inputMode="text"
        maxLength={100}
        allowClear
      />
      <Button
        size="large"
        type="primary"
        className={styles.bigButton}
        icon={<SearchOutlined />}
        onClick={submit}
        loading={loading}
        aria-label={t('ticket.lookUp')}
      />
      <Button
        size="large"
        className={styles.bigButton}
        icon={<CameraOutlined />}
        onClick={onToggleCamera}
        aria-pressed={cameraOpen}
        aria-label={cameraOpen ? t('ticket.closeCamera') : t('ticket.camera')}
      />
    </div>
  );
}
