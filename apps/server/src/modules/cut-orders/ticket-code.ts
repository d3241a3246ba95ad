import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The text of a bundle ticket's QR code: `GBO1:<factoryId>:<ticketNo>:<signature>`. It names the factory and
 * the ticket, and the installation secret signs both, so a scan can tell another factory's ticket (or a
 * made-up one) from its own without a lookup. The scanning side reads it with `readTicketCode`.
 */
const PREFIX = 'GBO1';
/** 72 bits of HMAC-SHA256: short enough for a small QR code, far too many to guess. */
const SIGNATURE_LENGTH = 12;
const CODE = /^GBO1:(\d{1,15}):(\d{1,15}):([\w-]{12})$/;

function signature(secret: string, factoryId: number, ticketNo: number): string {
  return createHmac('sha256', secret)
    .update(`${PREFIX}:${factoryId}:${ticketNo}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

export function ticketCode(secret: string, factoryId: number, ticketNo: number): string {
  return `${PREFIX}:${factoryId}:${ticketNo}:${signature(secret, factoryId, ticketNo)}`;
}

/** The factory and ticket a scanned code names, or null when it is not one of this installation's tickets. */
export function readTicketCode(secret: string, code: string): { factoryId: number; ticketNo: number } | null {
  const match = CODE.exec(code.trim());
  if (!match) return null;
  const factoryId = Number(match[1]);
  const ticketNo = Number(match[2]);
  // Only the text that was signed is read: `GBO1:1:036037:…` is not ticket 36037's code (no leading zeros).
  if (String(factoryId) !== match[1] || String(ticketNo) !== match[2]) return null;
  const expected = Buffer.from(signature(secret, factoryId, ticketNo));
  const given = Buffer.from(match[3] as string);
  return timingSafeEqual(expected, given) ? { factoryId, ticketNo } : null;
}
