import type { Factory, FactoryModify, FactoryRegister } from '@gbo/contracts';
import { dayIn, endOfDayIn } from '@/features/factories/utils/factory-dates';

/** The fields a factory's register and edit forms share. */
export interface FactoryFormValues {
  name: string;
  address?: string | null;
  totalNumber: number;
  /** The last day of service (YYYY-MM-DD) in the factory's time zone; empty for none. */
  endDate?: string | null;
  timeZone: string;
}

export interface RegisterFormValues extends FactoryFormValues {
  code: string;
  adminMobile: string;
  adminName: string;
  adminPassword?: string | null;
}

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const DEFAULT_PEOPLE_LIMIT = 100;

/** Factory codes: what the server accepts (2–32 capital letters, digits or -, not starting with -). */
export const FACTORY_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;

function factoryFields(values: FactoryFormValues) {
  return {
    name: values.name.trim(),
    address: values.address?.trim() || null,
    totalNumber: values.totalNumber,
    timeZone: values.timeZone,
    endTime: values.endDate ? endOfDayIn(values.endDate, values.timeZone) : null,
  };
}

export function toRegisterRequest(values: RegisterFormValues): FactoryRegister {
  return {
    ...factoryFields(values),
    code: values.code.trim().toUpperCase(),
    admin: {
      mobile: values.adminMobile.trim(),
      name: values.adminName.trim(),
      // Left out when empty: an existing account keeps its own password.
      ...(values.adminPassword ? { password: values.adminPassword } : {}),
    },
  };
}

/** The edit form's starting values. */
export function toFactoryFormValues(factory: Factory): FactoryFormValues {
  return {
    name: factory.name,
    address: factory.address,
    totalNumber: factory.totalNumber,
    endDate: factory.endTime ? dayIn(factory.endTime, factory.timeZone) : null,
    timeZone: factory.timeZone,
  };
}

/** `modifyFactory` replaces the whole factory: what the form does not show is sent back unchanged. */
export function toModifyRequest(factory: Factory, values: FactoryFormValues): FactoryModify {
  return { id: factory.id, enabled: factory.enabled, ...factoryFields(values) };
}

/** Enabling or disabling changes that flag only; the expiry instant is sent back exactly as it was. */
export function toEnabledRequest(factory: Factory, enabled: boolean): FactoryModify {
  return {
    id: factory.id,
    name: factory.name,
    address: factory.address,
    totalNumber: factory.totalNumber,
    timeZone: factory.timeZone,
    endTime: factory.endTime,
    enabled,
  };
}

export type FactoryStatus = 'active' | 'disabled' | 'expired';

/** What the status column says: disabled wins over expired. */
export function factoryStatus(
  factory: Pick<Factory, 'enabled' | 'endTime'>,
  now = Date.now(),
): FactoryStatus {
  if (!factory.enabled) return 'disabled';
  if (factory.endTime && Date.parse(factory.endTime) < now) return 'expired';
  return 'active';
}
