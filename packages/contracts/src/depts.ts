import { z } from 'zod';
import { requiredError } from './form-fields';
import { shiftSchema, targetEfficiencySchema } from './attendance';
import { idSchema } from './common';

export const deptSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  name: z.string(),
  deptSort: z.number().int(),
  enabled: z.boolean(),
  /** How many departments sit directly below. */
  subCount: z.number().int(),
  /** Its own shift; null: its parent's, or the factory's default (`DEFAULT_SHIFT`). */
  shift: shiftSchema.nullable(),
  /** Its own target efficiency (a fraction); null: its parent's, or `DEFAULT_TARGET_EFFICIENCY`. */
  targetEfficiency: z.number().nullable(),
  createTime: z.string(),
});
export type Dept = z.infer<typeof deptSchema>;

export type DeptTreeNode = Dept & { children: DeptTreeNode[] };
export const deptTreeNodeSchema: z.ZodType<DeptTreeNode> = z.lazy(() =>
  deptSchema.extend({ children: z.array(deptTreeNodeSchema) }),
);
export const deptTreeSchema = z.array(deptTreeNodeSchema);

/** `GET api/dept`: a flat, filtered list; without filters, the whole visible tree's rows. */
export const deptQuerySchema = z.object({
  name: z.string().trim().max(64).optional(),
  enabled: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});

const deptName = z
  .string({ error: requiredError('name') })
  .trim()
  .min(1, 'name is required')
  .max(64, 'must be at most 64 characters');
const SORT_MESSAGE = 'must be a whole number from 0 to 99999';
const deptSort = z.coerce
  .number({ error: SORT_MESSAGE })
  .int(SORT_MESSAGE)
  .min(0, SORT_MESSAGE)
  .max(99_999, SORT_MESSAGE)
  .default(999);

export const deptCreateSchema = z.object({
  name: deptName,
  /** The parent department; null or absent for a top-level one. */
  pid: idSchema.nullable().optional(),
  deptSort,
  enabled: z.boolean().default(true),
  shift: shiftSchema.nullish().transform((shift) => shift ?? null),
  targetEfficiency: targetEfficiencySchema.nullish().transform((target) => target ?? null),
});
export type DeptCreate = z.infer<typeof deptCreateSchema>;

export const deptUpdateSchema = deptCreateSchema.extend({ id: idSchema });
export type DeptUpdate = z.infer<typeof deptUpdateSchema>;
