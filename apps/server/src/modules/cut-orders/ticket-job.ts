import type { LabelTicketTemplate, MessageLocale, Ticket, TicketProcess } from '@gbo/contracts';
import { labelJob } from '../../lib/labels/job';
import type { LabelSetup } from '../../lib/labels/label';
import { msg, renderMessage } from '../../lib/messages';
import { ticketLabel, type TicketWords } from './ticket-label';

const WORDS = ['bed', 'colour', 'size', 'qty', 'plies', 'lot', 'shade', 'ticket', 'recut', 'more'] as const;

/** The words a ticket label prints, in the language of whoever prints it. */
export function ticketWords(locale: MessageLocale): TicketWords {
  return Object.fromEntries(
    WORDS.map((word) => [word, renderMessage(msg(`labels.${word}`), locale)]),
  ) as TicketWords;
}

/** A print's tickets as one label job: a label a ticket, in the order given (bed, then bundle number). */
export function ticketLabelJob(
  setup: LabelSetup,
  template: LabelTicketTemplate,
  tickets: readonly Ticket[],
  context: { factoryName: string; processesOf: ReadonlyMap<number, TicketProcess[]>; words: TicketWords },
): Buffer {
  const labels = (function* () {
    for (const ticket of tickets)
      yield ticketLabel(
        {
          factoryName: context.factoryName,
          ticket,
          processes: context.processesOf.get(ticket.cutOrderId) ?? [],
          words: context.words,
        },
        template,
        setup.dpi,
      );
  })();
  return labelJob(setup, labels);
}
