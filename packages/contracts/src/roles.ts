import { z } from 'zod';
import { requiredError } from './form-fields';
import { idSchema, pageQuerySchema, uniqueIds } from './common';

export const DATA_SCOPES = ['all', 'dept', 'custom'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  /** all: every department; dept: the member's own department and those below it; custom: `depts` and below. */
  dataScope: z.enum(DATA_SCOPES),
  depts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Ids of the granted menus and buttons. */
  menus: z.array(z.number().int()),
  /** How many current members hold the role. */
  memberCount: z.number().int(),
  createTime: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleOptionSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const roleQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(64).optional() });

const roleFields = {
  name: z
    .string({ error: requiredError('name') })
    .trim()
    .min(1, 'name is required')
    .max(64, 'must be at most 64 characters'),
  code: z
    .string({ error: requiredError('code') })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,63}$/, 'must be 2–64 lower-case letters, digits or _, starting with a letter'),
  description: z.string().trim().max(255).nullable().optional(),
  dataScope: z.enum(DATA_SCOPES, { error: 'must be one of all, dept, custom' }),
  /** The departments of a 'custom' scope. */
  deptIds: z.array(idSchema).max(500).default([]).transform(uniqueIds),
};

export const roleCreateSchema = z.object(roleFields);
export type RoleCreate = z.infer<typeof roleCreateSchema>;
export const roleUpdateSchema = z.object({ id: idSchema, ...roleFields });
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/** `PUT api/roles/menu`: the menus and buttons granted to a role, replacing the previous grant. */
export const roleMenusSchema = z.object({ id: idSchema, menus: z.array(idSchema).max(2000) });
export type RoleMenus = z.infer<typeof roleMenusSchema>;
