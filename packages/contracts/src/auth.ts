import { z } from 'zod';
import { requiredError } from './form-fields';
import { idSchema } from './common';
import { isValidMobile } from './validators';

export const mobileSchema = z
  .string({ error: requiredError('mobile') })
  .trim()
  .refine(isValidMobile, { message: 'please enter a correct mobile number' });

const passwordInput = z
  .string({ error: requiredError('password') })
  .min(1, 'password is required')
  .max(128, 'must be at most 128 characters');

export const captchaSchema = z.object({
  /** A data URI of the captcha image. */
  img: z.string(),
  uuid: z.uuid(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const loginListRequestSchema = z.object({ mobile: mobileSchema, password: passwordInput });
export type LoginListRequest = z.infer<typeof loginListRequestSchema>;

export const loginFactorySchema = z.object({ factoryId: z.number().int(), factoryName: z.string() });
export type LoginFactory = z.infer<typeof loginFactorySchema>;
export const loginListResponseSchema = z.array(loginFactorySchema);

/** `POST auth/switchFactory`: a signed-in person moves to another of their factories (answered as auth/login). */
export const switchFactoryRequestSchema = z.object({ factoryId: idSchema });
export type SwitchFactoryRequest = z.infer<typeof switchFactoryRequestSchema>;

export const loginRequestSchema = z.object({
  mobile: mobileSchema,
  password: passwordInput,
  code: z
    .string({ error: requiredError('code') })
    .trim()
    .min(1, 'please enter the captcha code')
    .max(16, 'must be at most 16 characters'),
  uuid: z.uuid({ error: 'the captcha id is missing or malformed; please refresh the captcha' }),
  factoryId: idSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userDtoSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  avatarName: z.string().nullable(),
  email: z.string().nullable(),
  jobNumber: z.string().nullable(),
  dept: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  enabled: z.boolean(),
  platformAdmin: z.boolean(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** The factory signed in to; its IANA time zone is the one every date and time on screen is read in. */
export const factoryRefSchema = z.object({
  factoryId: z.number().int(),
  factoryName: z.string(),
  timeZone: z.string(),
});

/** `GET auth/info`, and the `user` of the login reply (eladmin's JwtUserDto, trimmed). */
export const authInfoSchema = z.object({
  user: userDtoSchema,
  /** Role codes and permission strings; empty means the client uses ROLE_SYSTEM_DEFAULT. */
  roles: z.array(z.string()),
  factory: factoryRefSchema,
});
export type AuthInfo = z.infer<typeof authInfoSchema>;

export const loginResponseSchema = z.object({
  /** Already prefixed with `Bearer `. */
  token: z.string(),
  /** Expiry as epoch milliseconds (12 hours after sign-in). */
  expiresAt: z.number().int(),
  user: authInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
