import { z } from 'zod';

/** The limits the server applies to a new password. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;

/** `POST api/users/rePassword`: the change-password dialog (its confirmation field stays on the client). */
export const rePasswordRequestSchema = z
  .object({
    oldPassword: z.string({ error: 'oldPassword is required' }).min(1, 'oldPassword is required').max(128),
    newPassword: z
      .string({ error: 'newPassword is required' })
      .min(PASSWORD_MIN_LENGTH, `newPassword must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `newPassword must be at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    path: ['newPassword'],
    message: 'new password cannot be the same as the old password!',
  });
export type RePasswordRequest = z.infer<typeof rePasswordRequestSchema>;
