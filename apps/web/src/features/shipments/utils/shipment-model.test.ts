import type { Customer, StyleSummary } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  customerDetails,
  mixedTyped,
  shownProblems,
  styleChosen,
} from '@/features/shipments/utils/shipment-model';

describe('customerDetails', () => {
  it("fills in the customer's address, contact and phone, blank for what they lack", () => {
    const customer = { id: 4, name: 'Youshan', address: 'Ningbo', contact: null, phone: '13900000004' };
    expect(customerDetails(customer as Customer)).toEqual({
      address: 'Ningbo',
      contact: '',
      phone: '13900000004',
    });
  });

  it('fills in nothing without a customer', () => {
    expect(customerDetails(undefined)).toEqual({});
  });
});

describe('styleChosen', () => {
  const style = { id: 7, customerId: 4, customerName: 'Youshan' } as StyleSummary;

  it("clears the quantities, and takes the style's customer while none is chosen", () => {
    expect(styleChosen({ customerId: undefined }, 7, style)).toEqual({
      patch: { styleId: 7, qty: {}, customerId: 4 },
      customer: { id: 4, name: 'Youshan' },
    });
  });

  it('keeps a customer already chosen', () => {
    expect(styleChosen({ customerId: 2 }, 7, style)).toEqual({ patch: { styleId: 7, qty: {} } });
  });

  it('takes no customer from a style without one, nor when the style is cleared', () => {
    const without = { ...style, customerId: null, customerName: null } as unknown as StyleSummary;
    expect(styleChosen({ customerId: undefined }, 7, without)).toEqual({ patch: { styleId: 7, qty: {} } });
    expect(styleChosen({ customerId: undefined }, undefined, undefined)).toEqual({
      patch: { styleId: undefined, qty: {} },
    });
  });
});

describe('shownProblems', () => {
  const problems = {
    customerId: 'customerRequired',
    lines: 'noPieces',
    unitPrice: 'price',
    driverPhone: 'phone',
    'cartons.perCarton': 'perCarton',
  } as const;

  it('shows what is typed wrong at once, and what is still to fill in once Save was tried', () => {
    expect(shownProblems(problems, false)).toEqual({
      unitPrice: 'price',
      driverPhone: 'phone',
      'cartons.perCarton': 'perCarton',
    });
    expect(shownProblems(problems, true)).toEqual(problems);
  });
});

describe('mixedTyped', () => {
  it('is true once a mixed carton row has a number, colour or quantity', () => {
    expect(mixedTyped([{ key: 1 }, { key: 2, size: 'M' }])).toBe(false);
    expect(mixedTyped([{ key: 1 }, { key: 2, qty: 5 }])).toBe(true);
    expect(mixedTyped([{ key: 1, fromNo: 3 }])).toBe(true);
    expect(mixedTyped([])).toBe(false);
  });
});
