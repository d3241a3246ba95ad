import { z } from 'zod';
import { requiredError } from './form-fields';
import { newPasswordSchema } from './password';

/** `POST api/users/rePassword`: the change-password dialog (its confirmation field stays on the client). */
export const rePasswordRequestSchema = z
  .object({
    oldPassword: z
      .string({ error: requiredError('oldPassword') })
      .min(1, 'oldPassword is required')
      .max(128, 'must be at most 128 characters'),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    path: ['newPassword'],
    message: 'new password cannot be the same as the old password!',
  });
export type RePasswordRequest = z.infer<typeof rePasswordRequestSchema>;
