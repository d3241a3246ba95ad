import { Flex, Form, Modal } from 'antd';
import { usePeopleChoices } from '@/lib/lookups/people';
import { RecordLineCards } from '@/features/production/components/record-line-cards';
import { RecordLinesTable } from '@/features/production/components/record-lines-table';
import { RecordProcessSelect } from '@/features/production/components/record-process-select';
import { RecordScansFooter } from '@/features/production/components/record-scans-footer';
import { RecordTicketEntry } from '@/features/production/components/record-ticket-entry';
import { RecordWorkerSelect } from '@/features/production/components/record-worker-select';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { useRecordScansForm } from '@/features/production/hooks/use-record-scans-form';
import { useIsMobile } from '@/lib/use-is-mobile';

interface RecordScansDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Record scans for a worker (scan:add), as a supervisor does with the coupons collected at the end of a
 * shift: a worker, a process, then the tickets (typed, pasted or scanned, each with Enter). Each ticket is
 * looked up at once (its bundle and what is left); the process is picked among the first ticket's and
 * matched on the others by style, seq and name (a ticket of another style is held back on its line). Record sends one scan per ticket and shows each one's answer.
 */
export function RecordScansDialog({ open, onClose }: RecordScansDialogProps) {
  const { t } = useProductionTranslation();
  return (
    <Modal open={open} title={t('record.title')} width={860} footer={null} destroyOnHidden onCancel={onClose}>
      {open && <RecordScansForm onClose={onClose} />}
    </Modal>
  );
}

/** The dialog's body: the form model (hooks/use-record-scans-form.ts) laid out; lines as cards on a phone. */
function RecordScansForm({ onClose }: { onClose: () => void }) {
  const mobile = useIsMobile();
  const workers = usePeopleChoices('current');
  const form = useRecordScansForm();
  const RecordLines = mobile ? RecordLineCards : RecordLinesTable;
  return (
    <Flex vertical gap="middle">
      <Form layout="vertical" component="div">
        <Flex gap="middle" wrap>
          <RecordWorkerSelect
            workers={workers.data}
            loading={workers.isFetching}
            value={form.workerId}
            onChange={form.setWorkerId}
          />
          <RecordProcessSelect choices={form.choices} value={form.choice} onChange={form.chooseProcess} />
        </Flex>
        <RecordTicketEntry
          text={form.text}
          onTextChange={form.setText}
          onAdd={form.addTyped}
          onPaste={form.addPasted}
          notice={form.notice}
        />
      </Form>
      <RecordLines
        lines={form.lines}
        choice={form.choice}
        problemOf={form.problemOf}
        onQtyChange={form.setQty}
        onRemove={form.remove}
      />
      <RecordScansFooter
        counts={form.counts}
        toSend={form.toSend}
        canSend={form.canSend}
        sending={form.sending}
        onSend={() => void form.send()}
        onClose={onClose}
      />
    </Flex>
  );
}
