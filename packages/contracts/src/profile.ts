import { z } from 'zod';
import { requiredError } from './form-fields';
import { EMAIL_PATTERN } from './validators';

/** `PUT api/users/center`: what a person may change about themselves. */
export const profileUpdateSchema = z.object({
  name: z
    .string({ error: requiredError('name') })
    .trim()
    .min(1, 'name is required')
    .max(64, 'must be at most 64 characters'),
  email: z
    .string()
    .trim()
    .max(128)
    .regex(EMAIL_PATTERN, 'please enter a correct email address')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Avatars: at most 2 MiB, and only pictures browsers show everywhere. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** `POST api/users/updateAvatar` (multipart, field `avatar`): the stored file's name, served at `/avatar/{name}`. */
export const avatarResponseSchema = z.object({ avatarName: z.string() });
