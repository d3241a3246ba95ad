import { z } from 'zod';
import { shiftSchema } from './attendance';
import { idSchema } from './common';
import { optionalTextSchema } from './form-fields';

/**
 * The line board (`/board`, a TV by the line): today's output of one line (department) hour by hour against
 * its target, efficiency so far, work waiting at each process, the slowest process, the top workers and the
 * day's DHU. It needs no one signed in: an administrator issues a display link for a line, whose key the board
 * sends (header `X-Board-Key`, or `key` in the query of its event stream); a revoked key stops at once.
 */

/**
 * The event a board's stream sends every 25 s: an event, not a comment, since an EventSource sees events
 * only, so a board that hears nothing for a minute knows its connection died silently.
 */
export const BOARD_HEARTBEAT_EVENT = 'heartbeat';

/** The header a board sends its key in. */
export const BOARD_KEY_HEADER = 'x-board-key';

const BOARD_KEY_MESSAGE = 'must be a display link’s key';
/** A display link's key: 43 characters of base64url (32 random bytes). */
export const boardKeySchema = z
  .string({ error: BOARD_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, BOARD_KEY_MESSAGE);

/** `GET api/board/events?key=`: the event stream's query (EventSource sends no headers). */
export const boardEventsQuerySchema = z.object({ key: boardKeySchema });

/** A display link as the administrator's list shows it (its key is shown once, when issued). */
export const boardLinkSchema = z.object({
  id: z.number().int(),
  deptId: z.number().int(),
  deptName: z.string(),
  /** Where the screen hangs ("Line 1 TV"). */
  name: z.string().nullable(),
  createdByName: z.string().nullable(),
  createTime: z.string(),
  /** When a board last fetched its figures with it. */
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type BoardLink = z.infer<typeof boardLinkSchema>;

/** `POST api/boardLinks`: a new display link for a line. */
export const boardLinkInputSchema = z.object({
  deptId: idSchema,
  name: optionalTextSchema(64),
});
export type BoardLinkInput = z.infer<typeof boardLinkInputSchema>;

/** The answer to issuing a link: the link and its key, shown this once (the board's address carries it). */
export const issuedBoardLinkSchema = boardLinkSchema.extend({ key: z.string() });
export type IssuedBoardLink = z.infer<typeof issuedBoardLinkSchema>;

/**
 * One hour of today's shift on the line: `target` garments (the line's workers × the hour's working minutes ×
 * target efficiency ÷ the style's SAM; null without SAM), `output` garments (standard minutes earned ÷ the
 * garment's SAM, 1 decimal; without SAM, pieces of the style's last process).
 */
export const boardHourSchema = z.object({
  hour: z.number().int(),
  target: z.number().nullable(),
  output: z.number(),
  earnedMinutes: z.number(),
  attendedMinutes: z.number().int(),
});
export type BoardHour = z.infer<typeof boardHourSchema>;

/** `GET api/board` (header X-Board-Key): the line's day so far. */
export const boardSchema = z.object({
  line: z.object({ id: z.number().int(), name: z.string() }),
  factoryName: z.string(),
  workDate: z.string(),
  /** The factory's wall clock, `HH:MM`. */
  time: z.string(),
  shift: shiftSchema,
  targetEfficiency: z.number(),
  /** The style the line earned most minutes on today (else made most pieces of); null before any scan. */
  style: z.object({ styleNo: z.string(), name: z.string(), samTotal: z.string().nullable() }).nullable(),
  /** The line's workers today: those attending (or who scanned, where the factory keeps no attendance). */
  workers: z.number().int(),
  hours: z.array(boardHourSchema),
  /** Σ of the hours so far. */
  output: z.number(),
  target: z.number().nullable(),
  earnedMinutes: z.number(),
  attendedMinutes: z.number().int(),
  efficiency: z.number().nullable(),
  /** Pieces waiting at each process of the style (done at the one before, not yet at this one). */
  wip: z.array(z.object({ seq: z.number().int(), name: z.string(), wip: z.number().int() })),
  /** The process of the style with the fewest pieces done on the line's bundles. */
  slowest: z.object({ seq: z.number().int(), name: z.string(), done: z.number().int() }).nullable(),
  topWorkers: z.array(
    z.object({
      name: z.string(),
      qty: z.number().int(),
      earnedMinutes: z.number(),
      efficiency: z.number().nullable(),
    }),
  ),
  /** Today's DHU of the line's work (2 decimals, text); null when nothing was inspected. */
  dhu: z.string().nullable(),
});
export type Board = z.infer<typeof boardSchema>;
