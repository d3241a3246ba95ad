import type { Label, LabelSetup } from './label';
import { fontArt, type TextArt } from './text-art';
import { TsplWriter } from './tspl';
import { ZplWriter } from './zpl';

/** A print job: the labels in the printer's language, in order, as the bytes to send. */
export function labelJob(setup: LabelSetup, labels: Iterable<Label>, art: TextArt = fontArt): Buffer {
  const writer = setup.protocol === 'zpl' ? new ZplWriter(setup, art) : new TsplWriter(setup, art);
  for (const label of labels) writer.label(label);
  return writer.finish();
}

/** A label file's name ending: .zpl, or .prn (what TSC's and Gprinter's tools open). */
export const labelFileExtension = (setup: Pick<LabelSetup, 'protocol'>): string =>
  setup.protocol === 'zpl' ? 'zpl' : 'prn';
