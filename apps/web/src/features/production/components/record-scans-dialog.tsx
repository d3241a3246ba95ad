import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useWorkerOptions } from '@/features/production/api/options';
import { lookupTicket, recordScan } from '@/features/production/api/scans';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import {
  afterSend,
  type LineProblem,
  lineCounts,
  lineProblem,
  linesToSend,
  newLine,
  parseTickets,
  processBySeq,
  processChoices,
  scanBody,
  type SendOutcome,
  type TicketLine,
} from '@/features/production/utils/record-scans';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { readsAny } from '@/lib/query-client';
import { useIsMobile } from '@/lib/use-is-mobile';

interface RecordScansDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Record scans for a worker (scan:add), as a supervisor does with the coupons collected at the end of a
 * shift: a worker, a process, then the tickets (typed, pasted or scanned, each with Enter). Each ticket is
 * looked up at once (its bundle and what is left); the process is picked among the first ticket's and
 * matched by seq on the others. Record sends one scan per ticket and shows each one's answer.
 */
export function RecordScansDialog({ open, onClose }: RecordScansDialogProps) {
  const { t } = useProductionTranslation();
  return (
    <Modal open={open} title={t('record.title')} width={860} footer={null} destroyOnHidden onCancel={onClose}>
      {open && <RecordScansForm onClose={onClose} />}
    </Modal>
  );
}

function RecordScansForm({ onClose }: { onClose: () => void }) {
  const { t } = useProductionTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const workers = useWorkerOptions(true);
  const [workerId, setWorkerId] = useState<number>();
  const [seq, setSeq] = useState<number>();
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();

  const update = (key: string, change: (line: TicketLine) => TicketLine) =>
    setLines((current) => current.map((line) => (line.key === key ? change(line) : line)));

  const look = (line: TicketLine) => {
    lookupTicket(line.ticket).then(
      (lookup) =>
        update(line.key, (current) => ({
          ...current,
          lookup,
          lookupError: undefined,
          state: current.state === 'looking' ? 'ready' : current.state,
        })),
      (error: unknown) =>
        update(line.key, (current) => ({
          ...current,
          lookupError: errorMessage(error) ?? t('record.lookupFailed'),
          state: 'invalid',
        })),
    );
  };

  const add = (tickets: string[]) => {
    const known = new Set(lines.map((line) => line.ticket));
    const fresh = [...new Set(tickets)]
      .filter((ticket) => !known.has(ticket))
      .map((ticket) => newLine(ticket));
    setNotice(fresh.length < tickets.length ? t('record.alreadyListed') : undefined);
    if (fresh.length === 0) return;
    setLines((current) => [...current, ...fresh]);
    fresh.forEach(look);
  };

  const choices = processChoices(lines);
  const toSend = linesToSend(lines, seq);
  const counts = lineCounts(lines);

  const send = async () => {
    if (workerId === undefined || seq === undefined) return;
    setSending(true);
    const batch = linesToSend(lines, seq);
    for (const line of batch) {
      update(line.key, (current) => ({ ...current, state: 'sending' }));
      let outcome: SendOutcome;
      try {
        outcome = { kind: 'recorded', scan: await recordScan(scanBody(line, seq, workerId)) };
      } catch (error) {
        outcome =
          errorStatus(error) === undefined
            ? { kind: 'noAnswer', message: t('record.noAnswer') }
            : { kind: 'refused', message: errorMessage(error) ?? t('record.refused') };
      }
      update(line.key, (current) => afterSend(current, outcome));
      // A refused ticket's bundle is looked up again: what is left may have changed under it.
      if (outcome.kind === 'refused') look(line);
    }
    setSending(false);
    await queryClient.invalidateQueries({
      predicate: (query) => readsAny(query.meta?.resources, ['scans', 'production']),
    });
  };

  const problemText = (problem: LineProblem): string => {
    switch (problem.kind) {
      case 'lookup':
        return problem.message;
      case 'looking':
        return t('record.looking');
      case 'void':
        return t('record.problem.void');
      case 'noProcess':
        return t('record.problem.noProcess', { seq: problem.seq });
      case 'nothingLeft':
        return problem.doneBy.length > 0
          ? t('record.problem.doneBy', { names: problem.doneBy.join(', ') })
          : t('record.problem.nothingLeft');
      case 'tooMany':
        return t('record.problem.tooMany', { count: problem.left });
      case 'duplicate':
        return t('record.problem.duplicate', { bundleNo: problem.bundleNo });
    }
  };

  const result = (line: TicketLine) => {
    if (line.state === 'recorded' && line.scan)
      return (
        <Tag color="success">
          {line.scan.amount === null
            ? t('record.recorded', { qty: line.scan.qty })
            : t('record.recordedAmount', { qty: line.scan.qty, amount: line.scan.amount })}
        </Tag>
      );
    if (line.state === 'sending') return <Tag color="processing">{t('record.sending')}</Tag>;
    if (line.state === 'refused')
      return (
        <Typography.Text type="danger">
          {t('record.refusedWith', { message: line.message ?? '' })}
        </Typography.Text>
      );
    const problem = lineProblem(line, seq, lines);
    if (!problem) return <Tag>{t('record.ready')}</Tag>;
    return (
      <Typography.Text type={problem.kind === 'looking' ? 'secondary' : 'warning'}>
        {problemText(problem)}
      </Typography.Text>
    );
  };

  const bundleText = (line: TicketLine) =>
    line.lookup &&
    t('record.bundleText', {
      bundleNo: line.lookup.bundle.bundleNo,
      styleNo: line.lookup.bundle.styleNo,
      bedNo: line.lookup.bundle.bedNo,
      colour: line.lookup.bundle.colour,
      size: line.lookup.bundle.size,
    });

  const leftText = (line: TicketLine) => {
    const process = processBySeq(line.lookup, seq);
    return process && line.lookup ? `${process.remainingQty} / ${line.lookup.bundle.qty}` : null;
  };

  const qtyInput = (line: TicketLine) => (
    <InputNumber<number>
      size={mobile ? undefined : 'small'}
      min={1}
      precision={0}
      value={line.qty}
      disabled={line.state === 'recorded' || line.state === 'sending'}
      placeholder={t('record.allLeft')}
      aria-label={t('record.qtyOf', { ticket: line.ticket })}
      onChange={(qty) => update(line.key, (current) => ({ ...current, qty: qty ?? undefined }))}
      style={{ width: '100%' }}
    />
  );

  const removeButton = (line: TicketLine) => (
    <Button
      type="text"
      size={mobile ? undefined : 'small'}
      icon={<DeleteOutlined aria-hidden />}
      disabled={line.state === 'sending'}
      aria-label={t('record.remove', { ticket: line.ticket })}
      onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
    />
  );

  return (
    <Flex vertical gap="middle">
      <Form layout="vertical" component="div">
        <Flex gap="middle" wrap>
          <Form.Item label={t('record.worker')} required style={{ flex: '1 1 220px', marginBottom: 0 }}>
            <Select
              aria-label={t('record.worker')}
              value={workerId}
              onChange={setWorkerId}
              showSearch={{ optionFilterProp: 'search' }}
              placeholder={t('record.workerPlaceholder')}
              loading={workers.isFetching}
              options={workers.data?.map((person) => ({
                value: person.id,
                label: person.jobNumber ? `${person.name} · ${person.jobNumber}` : person.name,
                search: `${person.name} ${person.jobNumber ?? ''} ${person.mobile}`,
              }))}
            />
          </Form.Item>
          <Form.Item label={t('record.process')} required style={{ flex: '1 1 220px', marginBottom: 0 }}>
            <Select
              aria-label={t('record.process')}
              value={seq}
              onChange={setSeq}
              disabled={choices.length === 0}
              placeholder={choices.length === 0 ? t('record.ticketFirst') : t('record.processPlaceholder')}
              options={choices.map((process) => ({
                value: process.seq,
                label: `${process.seq} ${process.name}`,
              }))}
            />
          </Form.Item>
        </Flex>
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
              onChange={(event) => setText(event.target.value)}
              onPressEnter={() => {
                add(parseTickets(text));
                setText('');
              }}
              onPaste={(event) => {
                const tickets = parseTickets(event.clipboardData.getData('text'));
                if (tickets.length < 2) return;
                event.preventDefault();
                add(tickets);
              }}
            />
            <Button
              onClick={() => {
                add(parseTickets(text));
                setText('');
              }}
            >
              {t('record.add')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {mobile ? (
        <Flex vertical gap="small" role="list" aria-label={t('record.lines')}>
          {lines.length === 0 && <Typography.Text type="secondary">{t('record.empty')}</Typography.Text>}
          {lines.map((line) => (
            <Card key={line.key} size="small" role="listitem">
              <Flex justify="space-between" align="center" gap="small">
                <Typography.Text strong>{line.ticket}</Typography.Text>
                {removeButton(line)}
              </Flex>
              {line.lookup && <div>{bundleText(line)}</div>}
              <Flex justify="space-between" align="center" gap="small" wrap style={{ marginTop: 8 }}>
                {leftText(line) && (
                  <Typography.Text type="secondary">
                    {t('record.columns.left')} {leftText(line)}
                  </Typography.Text>
                )}
                <div style={{ width: 120 }}>{qtyInput(line)}</div>
              </Flex>
              <div style={{ marginTop: 8 }}>{result(line)}</div>
            </Card>
          ))}
        </Flex>
      ) : (
        <Table<TicketLine>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={lines}
          scroll={{ x: 640, y: 320 }}
          locale={{ emptyText: t('record.empty') }}
          aria-label={t('record.lines')}
          columns={[
            {
              key: 'ticket',
              title: t('record.columns.ticket'),
              width: 110,
              render: (_, line) => line.ticket,
            },
            {
              key: 'bundle',
              title: t('record.columns.bundle'),
              width: 190,
              render: (_, line) => bundleText(line),
            },
            {
              key: 'left',
              title: t('record.columns.left'),
              width: 80,
              align: 'end',
              render: (_, line) => leftText(line),
            },
            { key: 'qty', title: t('record.columns.qty'), width: 100, render: (_, line) => qtyInput(line) },
            { key: 'result', title: t('record.columns.result'), render: (_, line) => result(line) },
            { key: 'remove', width: 48, render: (_, line) => removeButton(line) },
          ]}
        />
      )}
      {counts.recorded + counts.refused > 0 && (
        <Alert
          type={counts.refused > 0 ? 'warning' : 'success'}
          title={t('record.summary', {
            recorded: counts.recorded,
            pieces: counts.pieces,
            refused: counts.refused,
          })}
        />
      )}
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onClose}>{t('record.close')}</Button>
        <Button
          type="primary"
          loading={sending}
          disabled={workerId === undefined || seq === undefined || toSend.length === 0}
          onClick={() => void send()}
        >
          {toSend.length > 0 ? t('record.submit', { count: toSend.length }) : t('record.submitNone')}
        </Button>
      </Flex>
    </Flex>
  );
}
