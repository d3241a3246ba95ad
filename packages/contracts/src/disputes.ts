import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { requiredTextSchema } from './form-fields';
import { workDaySchema } from './money';

/**
 * A worker's question about their pay ("dispute"): a day, or one line of it (a style's process at a rate),
 * with a message. The line's supervisors (dispute:list, dispute:answer, within their data scope) see the open
 * ones, answer them, and correct the pay through wage adjustments; the worker sees the answer.
 */

export const DISPUTE_STATUSES = ['open', 'answered'] as const;

/** The most questions a worker may have waiting for an answer: more wait until some are answered. */
export const MAX_OPEN_DISPUTES = 20;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The line of a day's pay a question is about, as the worker's pay page shows it. */
export const disputeItemSchema = z.object(
  {
    styleNo: requiredTextSchema('styleNo', 32),
    processName: requiredTextSchema('processName', 64),
    rate: z
      .string()
      .trim()
      .max(16, 'must be at most 16 characters')
      .nullish()
      .transform((rate) => rate ?? null),
  },
  { error: 'must be a line of the pay: styleNo, processName and rate' },
);
export type DisputeItem = z.infer<typeof disputeItemSchema>;

/** `POST api/disputes`: the signed-in worker questions a day of their pay, or one line of it. */
export const disputeInputSchema = z.object({
  workDate: workDaySchema,
  item: disputeItemSchema.nullish().transform((item) => item ?? null),
  message: requiredTextSchema('message', 500),
});
export type DisputeInput = z.infer<typeof disputeInputSchema>;

/** `PUT api/disputes/{id}/answer`: a supervisor's answer (it closes the question; answering again amends it). */
export const disputeAnswerSchema = z.object({ answer: requiredTextSchema('answer', 500) });
export type DisputeAnswer = z.infer<typeof disputeAnswerSchema>;

export const disputeSchema = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  workerName: z.string(),
  jobNumber: z.string().nullable(),
  deptName: z.string().nullable(),
  workDate: z.string(),
  item: z.object({ styleNo: z.string(), processName: z.string(), rate: z.string().nullable() }).nullable(),
  message: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createTime: z.string(),
  /** For the worker: an answer they have not seen yet. */
  unseenAnswer: z.boolean(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** `GET api/disputes?status=&deptId=`: the questions of the caller's scope, open first then newest. */
export const disputeQuerySchema = pageQuerySchema.omit({ sort: true }).extend({
  status: z.enum(DISPUTE_STATUSES, { error: 'must be open or answered' }).optional(),
  deptId: idSchema.optional(),
});
export type DisputeQuery = z.infer<typeof disputeQuerySchema>;

/** `GET api/disputes/count`: open questions of the caller's scope (the navbar's badge). */
export const disputeCountSchema = z.object({ open: z.number().int() });

/** `GET api/disputes/mine/unseen`: the signed-in worker's answers not read yet (the badge on their pay link). */
export const disputeUnseenSchema = z.object({ answers: z.number().int() });
