import type { CartonLabelTemplate, MessageLocale } from '@gbo/contracts';
import { labelJob } from '../../lib/labels/job';
import type { LabelSetup } from '../../lib/labels/label';
import { msg, renderMessage } from '../../lib/messages';
import { cartonLabels, type CartonShipment, type CartonWords } from './carton-label';

const WORDS = [
  'customer',
  'style',
  'carton',
  'shipDate',
  'colour',
  'size',
  'qty',
  'netWeight',
  'grossWeight',
] as const;

/** The words a carton label prints, in the language of whoever prints it. */
export function cartonWords(locale: MessageLocale): CartonWords {
  return {
    ...(Object.fromEntries(WORDS.map((word) => [word, renderMessage(msg(`labels.${word}`), locale)])) as Omit<
      CartonWords,
      'moreLines'
    >),
    moreLines: (count) => renderMessage(msg('labels.moreLines', { count }), locale),
  };
}

/** A range of a shipment order's cartons as one label job: a label a carton, in carton order. */
export function cartonLabelJob(
  setup: LabelSetup,
  template: CartonLabelTemplate,
  shipment: CartonShipment,
  range: { from: number; to: number },
  locale: MessageLocale,
): Buffer {
  return labelJob(
    setup,
    cartonLabels(shipment, range, { template, dpi: setup.dpi, words: cartonWords(locale) }),
  );
}
