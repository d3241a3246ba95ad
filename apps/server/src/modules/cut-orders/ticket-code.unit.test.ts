import { describe, expect, it } from 'vitest';
import { readTicketCode, ticketCode } from './ticket-code';

const SECRET = 'test-secret-0123456789';

describe('ticket codes', () => {
  it('name the factory and the ticket, and read back', () => {
    const code = ticketCode(SECRET, 1, 36001);
    expect(code).toMatch(/^GBO1:1:36001:[\w-]{12}$/);
    expect(readTicketCode(SECRET, code)).toEqual({ factoryId: 1, ticketNo: 36001 });
  });

  it('refuse a tampered signature, another factory or ticket, another installation and junk', () => {
    const code = ticketCode(SECRET, 1, 36001);
    const signature = code.split(':')[3] as string;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(readTicketCode(SECRET, `GBO1:1:36001:${flipped}`)).toBeNull();
    expect(readTicketCode(SECRET, `GBO1:2:36001:${signature}`)).toBeNull();
    expect(readTicketCode(SECRET, `GBO1:1:36002:${signature}`)).toBeNull();
    expect(readTicketCode('another-secret', code)).toBeNull();
    for (const junk of ['', 'GBO1:1:36001', 'GBO2:1:36001:abcdefghijkl', `${code}x`, '36001'])
      expect(readTicketCode(SECRET, junk)).toBeNull();
  });

  it('read only the exact text that was signed: a number written with leading zeros is refused', () => {
    const code = ticketCode(SECRET, 1, 36037);
    const signature = code.split(':')[3] as string;
    expect(readTicketCode(SECRET, `GBO1:1:036037:${signature}`)).toBeNull();
    expect(readTicketCode(SECRET, `GBO1:01:36037:${signature}`)).toBeNull();
    expect(readTicketCode(SECRET, `GBO1:1:0000036037:${signature}`)).toBeNull();
    expect(readTicketCode(SECRET, code)).toEqual({ factoryId: 1, ticketNo: 36037 });
  });
});
