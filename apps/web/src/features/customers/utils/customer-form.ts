import type { Customer, CustomerCreate } from '@gbo/contracts';

/** The form's fields: the customer as `POST api/customers` takes it, blanks as empty text. */
export type CustomerFormValues = Record<keyof CustomerCreate, string>;

/** The longest each field may be (customerCreateSchema). */
export const CUSTOMER_FIELD_MAX: Record<keyof CustomerCreate, number> = {
  name: 128,
  contact: 64,
  phone: 32,
  address: 255,
  note: 500,
};

export const CUSTOMER_FIELDS = Object.keys(CUSTOMER_FIELD_MAX) as (keyof CustomerCreate)[];

export function initialCustomerValues(customer: Customer | undefined): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    contact: customer?.contact ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    note: customer?.note ?? '',
  };
}

/** The body to send: text trimmed, a blank optional field as null. */
export function toCustomerCreate(values: Partial<CustomerFormValues>): CustomerCreate {
  const optional = (text: string | undefined) => text?.trim() || null;
  return {
    name: values.name?.trim() ?? '',
    contact: optional(values.contact),
    phone: optional(values.phone),
    address: optional(values.address),
    note: optional(values.note),
  };
}
