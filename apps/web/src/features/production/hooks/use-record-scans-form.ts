import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lookupTicket, recordScan } from '@/features/production/api/scans';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import {
  afterSend,
  choiceKey,
  failedSend,
  freshLines,
  lineCounts,
  lineProblem,
  linesToSend,
  offeredChoices,
  parseTickets,
  type ProcessChoice,
  scanBody,
  type SendOutcome,
  type TicketLine,
  withLookup,
  withLookupError,
} from '@/features/production/utils/record-scans';
import { errorMessage } from '@/lib/api-error';
import { readsAny } from '@/lib/query-client';

/**
 * The record-scans dialog's model: the worker, the process and the ticket lines, each ticket looked up as it
 * is entered; what can be sent and the requests sent, one scan per ticket, each line keeping its answer. The
 * rules themselves are the pure functions of utils/record-scans.ts.
 */
export function useRecordScansForm() {
  const { t } = useProductionTranslation();
  const queryClient = useQueryClient();
  const [workerId, setWorkerId] = useState<number>();
  const [choice, setChoice] = useState<ProcessChoice>();
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();

  const update = (key: string, change: (line: TicketLine) => TicketLine) =>
    setLines((current) => current.map((line) => (line.key === key ? change(line) : line)));

  const look = (line: TicketLine) => {
    lookupTicket(line.ticket).then(
      (lookup) => update(line.key, (current) => withLookup(current, lookup)),
      (error: unknown) =>
        update(line.key, (current) =>
          withLookupError(current, errorMessage(error) ?? t('record.lookupFailed')),
        ),
    );
  };

  const add = (tickets: string[]) => {
    const { fresh, leftOut } = freshLines(lines, tickets);
    setNotice(leftOut ? t('record.alreadyListed') : undefined);
    if (fresh.length === 0) return;
    setLines((current) => [...current, ...fresh]);
    fresh.forEach(look);
  };

  /** Adds the tickets typed in the field (Enter, or the Add button), and empties it. */
  const addTyped = () => {
    add(parseTickets(text));
    setText('');
  };

  /** Adds a pasted list of tickets; returns false for a single ticket, left to paste into the field. */
  const addPasted = (pasted: string) => {
    const tickets = parseTickets(pasted);
    if (tickets.length < 2) return false;
    add(tickets);
    return true;
  };

  const choices = offeredChoices(lines, choice);
  const chooseProcess = (key: string) => setChoice(choices.find((other) => choiceKey(other) === key));
  const toSend = linesToSend(lines, choice);

  const send = async () => {
    if (workerId === undefined || choice === undefined) return;
    setSending(true);
    for (const line of linesToSend(lines, choice)) {
      update(line.key, (current) => ({ ...current, state: 'sending' }));
      let outcome: SendOutcome;
      try {
        outcome = { kind: 'recorded', scan: await recordScan(scanBody(line, choice, workerId)) };
      } catch (error) {
        outcome = failedSend(error, { noAnswer: t('record.noAnswer'), refused: t('record.refused') });
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

  return {
    workerId,
    setWorkerId,
    choice,
    choices,
    chooseProcess,
    text,
    setText,
    addTyped,
    addPasted,
    /** The field's warning (a ticket left out), or nothing. */
    notice,
    lines,
    setQty: (key: string, qty: number | undefined) => update(key, (current) => ({ ...current, qty })),
    remove: (key: string) => setLines((current) => current.filter((other) => other.key !== key)),
    /** Why a line cannot be sent for the chosen process, or nothing when it can. */
    problemOf: (line: TicketLine) => lineProblem(line, choice, lines),
    counts: lineCounts(lines),
    /** How many lines Record sends, and whether it may (a worker and a process chosen, a line ready). */
    toSend: toSend.length,
    canSend: workerId !== undefined && choice !== undefined && toSend.length > 0,
    sending,
    send,
  };
}

export type RecordScansForm = ReturnType<typeof useRecordScansForm>;
