import type { FastifyReply } from 'fastify';
import type { LabelSetup } from './label';

/** How a label file is asked for (contracts' `labelFileFields`): the printer's language, head and font. */
export type LabelFileFields = Pick<LabelSetup, 'protocol' | 'dpi' | 'cjkFont'>;

/**
 * The setup of a label file, for a printer reached through a vendor's tool or USB: the layout's size, a 2 mm
 * gap, and the printer's own darkness and speed.
 */
export const labelFileSetup = (
  file: LabelFileFields,
  size: { widthMm: number; heightMm: number },
): LabelSetup => ({
  protocol: file.protocol,
  dpi: file.dpi,
  widthMm: size.widthMm,
  heightMm: size.heightMm,
  gapMm: 2,
  darkness: null,
  speed: null,
  cjkFont: file.cjkFont,
});

/** Answers label bytes as a file to save. */
export function sendLabelFile(
  reply: FastifyReply,
  file: { payload: Buffer; fileName: string },
): FastifyReply {
  return reply
    .type('application/octet-stream')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.payload);
}
