import type { QcInspection, QcKind, QcLookup } from '@gbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { qcKeys, sendInspection, useQcLookup, useSendInspection } from '@/features/quality/api/qc';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { keepCheckpoint, keptCheckpoint } from '@/features/quality/utils/last-checkpoint';
import {
  openQcQueue,
  QC_SYNC_TAG,
  type QcQueue,
  type QcQueueResult,
  type QueuedInspection,
} from '@/features/quality/utils/qc-queue';
import {
  type CheckpointChoice,
  defaultInspected,
  type DefectLine,
  formProblems,
} from '@/features/quality/utils/qc-rules';
import { holdUpdate } from '@/lib/app-update';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { newRequestId } from '@/lib/request-id';
import { useSessionStore } from '@/lib/session-store';

/** The QC page's name among those holding an update back (lib/app-update.ts). */
const UPDATE_HOLD = 'qc';

/** What the last action came to, shown big above the form. */
export interface QcFeedback {
  tone: 'success' | 'error' | 'pending' | 'info';
  title: string;
  detail?: string;
}

/** What "Undo" takes back: the inspection recorded last, or the one still waiting on the phone. */
export type LastInspection =
  | { kind: 'recorded'; inspection: QcInspection; madeAt: number }
  | { kind: 'queued'; entry: QueuedInspection };

/** The form's numbers for a bundle at a checkpoint. */
interface Draft {
  kind: QcKind;
  inspected: number | undefined;
  passed: number | undefined;
  lines: DefectLine[];
}

/** A draft with the defaults; nothing left for a first inspection but rework open: its re-inspection. */
const freshDraft = (lookup: QcLookup, choice: CheckpointChoice, asked: QcKind): Draft => {
  const kind =
    asked === 'first' &&
    defaultInspected(lookup, choice, 'first') === 0 &&
    defaultInspected(lookup, choice, 'recheck') > 0
      ? 'recheck'
      : asked;
  const inspected = defaultInspected(lookup, choice, kind);
  return { kind, inspected, passed: inspected, lines: [] };
};

/**
 * The inspector's page model: the ticket looked up, the checkpoint (remembered on the phone), the draft
 * inspection and its problems, sending it (or keeping it in the outbox), and the last one for undo.
 */
export function useQcForm({ queue: givenQueue }: { queue?: QcQueue }) {
  const { t } = useQualityTranslation();
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  const factory = useSessionStore((state) => state.factory);
  const owner = `${factory?.factoryId ?? 0}:${user?.id ?? 0}`;
  const queue = useMemo(() => givenQueue ?? openQcQueue(), [givenQueue]);

  const [ticket, setTicket] = useState<string>();
  const lookup = useQcLookup(ticket);
  const [choice, setChoice] = useState<CheckpointChoice>();
  const [draft, setDraft] = useState<Draft>();
  const [feedback, setFeedback] = useState<QcFeedback>();
  const [last, setLast] = useState<LastInspection>();
  const [submitting, setSubmitting] = useState(false);
  const send = useSendInspection();

  // A new bundle starts at the phone's last checkpoint with a first inspection of what is left; the same
  // bundle answered again (after an inspection) starts a fresh draft at the same checkpoint.
  const [seen, setSeen] = useState<QcLookup>();
  if (lookup.data && lookup.data !== seen) {
    setSeen(lookup.data);
    const newBundle = lookup.data.bundle.id !== seen?.bundle.id;
    const at = newBundle ? keptCheckpoint(lookup.data) : choice;
    if (newBundle) setChoice(at);
    if (newBundle || !draft) setDraft(at && freshDraft(lookup.data, at, 'first'));
  }

  const choose = (next: CheckpointChoice) => {
    if (!lookup.data) return;
    keepCheckpoint(next, lookup.data);
    setChoice(next);
    setDraft(freshDraft(lookup.data, next, 'first'));
  };
  const chooseKind = (kind: QcKind) => {
    if (lookup.data && choice) setDraft(freshDraft(lookup.data, choice, kind));
  };
  const change = (next: Partial<Draft>) => setDraft((earlier) => earlier && { ...earlier, ...next });

  const most = lookup.data && choice && draft ? defaultInspected(lookup.data, choice, draft.kind) : 0;
  const problems = draft ? formProblems({ ...draft, most }) : [];

  const onResults = (answered: QcQueueResult[]) => {
    void queryClient.invalidateQueries({ queryKey: qcKeys.all });
    const failed = answered.find((result) => result.outcome === 'failed');
    const recorded = answered.filter((result) => result.outcome === 'recorded').at(-1);
    if (recorded && recorded.outcome !== 'failed')
      setLast({ kind: 'recorded', inspection: recorded.answer, madeAt: Date.parse(recorded.entry.queuedAt) });
    if (failed?.outcome === 'failed')
      setFeedback({ tone: 'error', title: t('phone.feedback.refused'), detail: failed.message });
    else if (recorded && recorded.outcome !== 'failed')
      setFeedback({ tone: 'success', title: t('phone.feedback.sent'), detail: entryText(recorded.entry) });
  };
  const outbox = useOutbox({
    owner,
    queue,
    send: (entry) => sendInspection(entry.input),
    onResults,
    syncTag: QC_SYNC_TAG,
  });

  const entryText = (entry: QueuedInspection) =>
    t('phone.entry', {
      bundleNo: entry.label.bundleNo,
      styleNo: entry.label.styleNo,
      checkpoint: entry.label.checkpoint,
      inspected: entry.input.inspectedQty,
      passed: entry.input.passedQty,
    });

  const sending = submitting || outbox.sending !== undefined;
  useEffect(() => {
    holdUpdate(UPDATE_HOLD, sending);
    return () => holdUpdate(UPDATE_HOLD, false);
  }, [sending]);

  const lookUp = (next: string) => {
    setFeedback(undefined);
    if (next === ticket) void lookup.refetch();
    else setTicket(next);
  };

  const checkpointName = (found: QcLookup, chosen: CheckpointChoice) =>
    chosen.checkpoint === 'final'
      ? t('checkpoint.final')
      : t('checkpoint.after', {
          process: found.processes.find((process) => process.processId === chosen.afterProcessId)?.name ?? '',
        });

  const submit = async () => {
    const found = lookup.data;
    if (!found || !choice || !draft || !ticket || problems.length > 0 || submitting) return;
    const entry: QueuedInspection = {
      requestId: newRequestId(),
      owner,
      queuedAt: new Date().toISOString(),
      input: {
        ticket,
        checkpoint: choice.checkpoint,
        afterProcessId: choice.checkpoint === 'inline' ? choice.afterProcessId : undefined,
        kind: draft.kind,
        inspectedQty: draft.inspected ?? 0,
        passedQty: draft.passed ?? 0,
        defects: draft.lines.map((line) => ({
          code: line.code ?? '',
          qty: line.qty,
          processId: line.processId ?? 0,
          workerId: line.workerId,
        })),
        requestId: '',
      },
      label: {
        bundleNo: found.bundle.bundleNo,
        styleNo: found.bundle.styleNo,
        checkpoint: checkpointName(found, choice),
      },
    };
    entry.input.requestId = entry.requestId;
    const queued = async (sendNow: boolean) => {
      await outbox.enqueue(entry, { sendNow });
      setLast({ kind: 'queued', entry });
      setDraft(undefined);
      setFeedback({
        tone: 'pending',
        title: t('phone.feedback.queued'),
        detail: t('phone.feedback.queuedDetail'),
      });
    };
    setSubmitting(true);
    try {
      if (!navigator.onLine) return await queued(true);
      const outcome = await send.mutateAsync(entry.input);
      if (outcome.kind === 'unreachable') return await queued(false);
      if (outcome.kind === 'refused')
        return setFeedback({ tone: 'error', title: t('phone.feedback.refused'), detail: outcome.message });
      setLast({ kind: 'recorded', inspection: outcome.answer, madeAt: Date.now() });
      setDraft(undefined);
      setFeedback({
        tone: 'success',
        title: outcome.replayed ? t('phone.feedback.replayed') : t('phone.feedback.recorded'),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    user,
    ticket,
    lookUp,
    lookup,
    choice,
    choose,
    draft,
    chooseKind,
    change,
    most,
    problems,
    submit,
    submitting,
    feedback,
    setFeedback,
    last,
    setLast,
    outbox,
    entryText,
  };
}

export type QcForm = ReturnType<typeof useQcForm>;
