import { describe, expect, it } from 'vitest';
import { planTicketPrint, type TicketPrintValues } from '@/features/cutting/utils/ticket-request';

const base: TicketPrintValues = { template: 'label60x40', pick: 'all', withProcesses: false };

describe('planTicketPrint', () => {
  it('prints a whole cut order', () => {
    expect(planTicketPrint(base, { cutOrderId: 4 })).toEqual({
      kind: 'print',
      body: { template: 'label60x40', withProcesses: false, cutOrderId: 4 },
    });
  });

  it('prints a range, open at either end', () => {
    expect(planTicketPrint({ ...base, pick: 'range', from: 5, to: 9 }, { cutOrderId: 4 })).toMatchObject({
      body: { cutOrderId: 4, bundleNoFrom: 5, bundleNoTo: 9 },
    });
    expect(planTicketPrint({ ...base, pick: 'range', from: 5, to: null }, { cutOrderId: 4 })).toMatchObject({
      body: { cutOrderId: 4, bundleNoFrom: 5, bundleNoTo: undefined },
    });
    expect(planTicketPrint({ ...base, pick: 'range', from: 9, to: 5 }, { cutOrderId: 4 })).toEqual({
      kind: 'invalid',
    });
    expect(planTicketPrint({ ...base, pick: 'range' }, { cutOrderId: 4 })).toEqual({ kind: 'invalid' });
  });

  it('looks picked numbers up first', () => {
    expect(
      planTicketPrint(
        { ...base, pick: 'numbers', numbers: '3, 7-9', withProcesses: true },
        { cutOrderId: 4 },
      ),
    ).toEqual({
      kind: 'lookUp',
      cutOrderId: 4,
      numbers: [3, 7, 8, 9],
      template: 'label60x40',
      withProcesses: true,
    });
    expect(planTicketPrint({ ...base, pick: 'numbers', numbers: 'x' }, { cutOrderId: 4 })).toEqual({
      kind: 'invalid',
    });
  });

  it('prints chosen bundles by id, whatever the pick', () => {
    expect(planTicketPrint({ ...base, template: 'a4', pick: 'range' }, { bundleIds: [7, 8] })).toEqual({
      kind: 'print',
      body: { template: 'a4', withProcesses: false, bundleIds: [7, 8] },
    });
    expect(planTicketPrint(base, { bundleIds: [] })).toEqual({ kind: 'invalid' });
  });
});
