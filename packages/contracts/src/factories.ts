import { z } from 'zod';
import { requiredError } from './form-fields';
import { APP_VERSION } from './constants';
import { idSchema, pageQuerySchema } from './common';
import { mobileSchema } from './auth';
import { newPasswordSchema } from './password';
import { MIN_APP_VERSION_PATTERN, minAppVersionProblem } from './validators';

/** A factory as the platform operator manages it. */
export const factorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullable(),
  totalNumber: z.number().int(),
  /** Current people (enabled, not departed). */
  addNumber: z.number().int(),
  timeZone: z.string(),
  enabled: z.boolean(),
  createTime: z.string(),
  endTime: z.string().nullable(),
});
export type Factory = z.infer<typeof factorySchema>;

export const factoryQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(64).optional() });

/**
 * An IANA zone by its area and place (Asia/Shanghai), or UTC. Legacy names such as CET or EST are refused:
 * PostgreSQL reads them as fixed offsets where browsers apply summer time, so a work day would differ.
 */
const isTimeZone = (zone: string) => {
  if (zone !== 'UTC' && !zone.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const factoryFields = {
  name: z
    .string({ error: requiredError('name') })
    .trim()
    .min(1, 'name is required')
    .max(128, 'must be at most 128 characters'),
  address: z.string().trim().max(255).nullable().optional(),
  totalNumber: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int('must be a whole number from 1 to 100000')
    .min(1, 'must be a whole number from 1 to 100000')
    .max(100_000, 'must be a whole number from 1 to 100000'),
  /** Service expiry (ISO 8601); null for none. */
  endTime: z.iso
    .datetime({ offset: true, error: 'must be an ISO date-time such as 2027-12-31T23:59:59+08:00' })
    .nullable()
    .optional(),
  timeZone: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai'),
};

/** `POST api/factory/register`: a factory, its default roles and its first administrator, in one go. */
export const factoryRegisterSchema = z.object({
  ...factoryFields,
  code: z
    .string({ error: requiredError('code') })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, 'must be 2–32 capital letters, digits or -'),
  admin: z.object({
    mobile: mobileSchema,
    name: z
      .string({ error: requiredError('name') })
      .trim()
      .min(1, 'name is required')
      .max(64, 'must be at most 64 characters'),
    /** Needed when the mobile number has no account yet. */
    password: newPasswordSchema.optional(),
  }),
});
export type FactoryRegister = z.infer<typeof factoryRegisterSchema>;

/**
 * `POST api/factory/modifyFactory` replaces the whole factory: every field is sent, so a body that leaves one
 * out is refused rather than taken as "clear the address" or "enable it".
 */
export const factoryModifySchema = z.object({
  id: idSchema,
  ...factoryFields,
  address: factoryFields.address.unwrap(),
  endTime: factoryFields.endTime.unwrap(),
  timeZone: factoryFields.timeZone.unwrap(),
  enabled: z.boolean(),
});
export type FactoryModify = z.infer<typeof factoryModifySchema>;

/** A factory's own enumerations and settings (`getFactoryEnum` / `updateFactoryEnum`). */
export const factorySettingsSchema = z.object({
  /** Colour presets offered when entering lays, in display order. */
  colours: z.array(z.string().trim().min(1).max(32)).max(200).default([]),
  /** Size presets, in numbering order. */
  sizes: z.array(z.string().trim().min(1).max(16)).max(50).default(['S', 'M', 'L', 'XL', 'XXL']),
  /** Plies in one bundle before a stack is split. */
  defaultMaxPlies: z.coerce.number().int().min(1).max(500).default(30),
  ticketTemplate: z
    .enum(['standard', 'compact'], { error: 'must be standard or compact' })
    .default('standard'),
  /** The oldest worker app this factory accepts (HTTP 512 below it), on top of the installation's minimum. */
  minAppVersion: z
    .string()
    .regex(MIN_APP_VERSION_PATTERN, 'must look like 6.0.0')
    .refine(
      (version) => minAppVersionProblem(version) !== 'tooHigh',
      `must not be above ${APP_VERSION}, the version of this back office, which it would lock out`,
    )
    .default(APP_VERSION),
  /** Whether workers see piece rates and amounts when they scan. */
  showRatesToWorkers: z.boolean().default(true),
  /** Whether confirming a shipment order that ships more than is finished and not shipped is refused. */
  refuseOverShipment: z.boolean().default(false),
  /**
   * Whether mended rework is paid again: the pieces a QC re-inspection passes pay the workers charged with
   * their defects once more, at the rate their scans froze (a wage adjustment with its reason). Off: mending
   * earns nothing.
   */
  reworkPaid: z.boolean().default(false),
  /**
   * Yuan deducted from a worker's wage for each defect a QC inspection charges to them (a wage adjustment with
   * its reason); 0: defects cost nothing.
   */
  defectDeduction: z
    .string({ error: 'must be an amount from 0 to 9999.99, at most 2 decimals' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, 'must be an amount from 0 to 9999.99, at most 2 decimals')
    .default('0'),
  /**
   * Whether the factory keeps attendance (workers clock in and out, supervisors correct it). Off: a worker
   * attends their department's shift on each day they scanned, unless a supervisor entered the day.
   */
  keepsAttendance: z.boolean().default(false),
});
export type FactorySettings = z.infer<typeof factorySettingsSchema>;

export const factorySettingsUpdateSchema = z.object({ factoryId: idSchema, settings: factorySettingsSchema });
export const factoryIdQuerySchema = z.object({ factoryId: idSchema });
