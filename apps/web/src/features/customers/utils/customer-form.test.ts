import { customerCreateSchema } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { initialCustomerValues, toCustomerCreate } from '@/features/customers/utils/customer-form';

describe('customer form', () => {
  it('sends text trimmed and blanks as null, a body the API accepts', () => {
    const body = toCustomerCreate({ name: '  Hangzhou Youshan ', contact: ' Li ', phone: '', note: '   ' });
    expect(body).toEqual({ name: 'Hangzhou Youshan', contact: 'Li', phone: null, address: null, note: null });
    expect(customerCreateSchema.safeParse(body).success).toBe(true);
  });

  it('opens an edit with the customer’s fields, nulls as empty text', () => {
    const values = initialCustomerValues({
      id: 1,
      name: 'Hangzhou Youshan',
      contact: null,
      phone: '0571-1234',
      address: null,
      note: null,
      createTime: '2026-01-01T00:00:00Z',
    });
    expect(values).toEqual({
      name: 'Hangzhou Youshan',
      contact: '',
      phone: '0571-1234',
      address: '',
      note: '',
    });
  });
});
