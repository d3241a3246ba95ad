import { z } from 'zod';
import { requiredError } from './form-fields';
import { idSchema, pageQuerySchema, uniqueIds } from './common';
import { mobileSchema } from './auth';
import { newPasswordSchema } from './password';

/** A person as a factory sees them: the global account and their membership of this factory. */
export const personSchema = z.object({
  /** The person's id in this factory (their membership). */
  id: z.number().int(),
  /**
   * Added, but not yet signed in here: the factory sees the name it typed, and the person takes up the
   * membership at their first sign-in (with the password given, or their own if they already had an account).
   */
  invited: z.boolean(),
  mobile: z.string(),
  name: z.string(),
  avatarName: z.string().nullable(),
  jobNumber: z.string().nullable(),
  dept: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  enabled: z.boolean(),
  /** Has left the factory: no longer a current member, kept for history (wages, scans). */
  left: z.boolean(),
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

/** `GET api/users`: the people list (data scope applies). */
export const personQuerySchema = pageQuerySchema.extend({
  /** Part of a name, mobile number or job number. */
  blurry: z.string().trim().max(64).optional(),
  deptId: idSchema.optional(),
  enabled: flag.optional(),
  left: flag.optional(),
});
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** `GET api/users/download`: the list's filters and order, every page. */
export const personExportQuerySchema = personQuerySchema.omit({ page: true, size: true });
export type PersonExportQuery = z.infer<typeof personExportQuerySchema>;

const membershipFields = {
  name: z
    .string({ error: requiredError('name') })
    .trim()
    .min(1, 'name is required')
    .max(64, 'must be at most 64 characters'),
  jobNumber: z.string().trim().max(32).nullable().optional(),
  deptId: idSchema.nullable().optional(),
  roleIds: z.array(idSchema).max(20).default([]).transform(uniqueIds),
  enabled: z.boolean().default(true),
};

/** `POST api/users/createUser`: a new account, or a membership for an account that exists elsewhere. */
export const personCreateSchema = z.object({
  mobile: mobileSchema,
  /**
   * The first password, for a new account. A mobile number that already has an account (elsewhere) keeps its
   * holder's password; the answer does not say which, so it is always asked for.
   */
  password: newPasswordSchema,
  ...membershipFields,
});
export type PersonCreate = z.infer<typeof personCreateSchema>;

/** `POST api/users/modifyUser`. */
export const personUpdateSchema = z.object({
  id: idSchema,
  ...membershipFields,
  /** true marks the person as having left the factory; false brings them back. */
  left: z.boolean().default(false),
});
export type PersonUpdate = z.infer<typeof personUpdateSchema>;

/** `POST api/users/resetPassword`: an administrator sets a member's password. */
export const passwordResetSchema = z.object({ id: idSchema, password: newPasswordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const personOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  jobNumber: z.string().nullable(),
});
export type PersonOption = z.infer<typeof personOptionSchema>;

export const countSchema = z.object({ count: z.number().int() });
