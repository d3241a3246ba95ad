import type { ScanInput, ScanLookup } from '@gbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecordScansForm } from '@/features/production/hooks/use-record-scans-form';
import {
  choiceKey,
  failedSend,
  freshLines,
  leftOf,
  newLine,
  offeredChoices,
  type ProcessChoice,
  type TicketLine,
  withLookup,
  withLookupError,
} from '@/features/production/utils/record-scans';
import { fakeApi, restoreApi } from '@/testing/fake-api';

/** Ticket 360bb names bundle bb of PL2408's bed 1 (processes 101…103), with 20 pieces each left but Collar's 5. */
function lookupOf(ticket: string): ScanLookup | undefined {
  const bundleNo = Number(ticket) - 36000;
  if (!(bundleNo > 0 && bundleNo < 100)) return undefined;
  return {
    bundle: {
      id: bundleNo,
      bundleNo,
      ticketNo: Number(ticket),
      styleNo: 'PL2408',
      bedNo: 1,
      colour: 'Black',
      size: 'M',
      qty: 20,
      status: 'active',
    },
    processes: ['Shoulders', 'Collar', 'Sleeves'].map((name, index) => ({
      processId: 101 + index,
      seq: index + 1,
      name,
      doneQty: name === 'Collar' ? 15 : 0,
      remainingQty: name === 'Collar' ? 5 : 20,
      doneBy: [],
    })),
  };
}

const answer = (config: InternalAxiosRequestConfig, status: number, message: string) =>
  new AxiosError(
    message,
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data: { status, message, timestamp: 0 },
    },
  );

const collar: ProcessChoice = { styleNo: 'PL2408', seq: 2, name: 'Collar' };

let counter = 0;
const ids = () => `id-${++counter}`;

describe('record scans: the lines entered', () => {
  it('adds each new ticket once and says when one was left out', () => {
    const listed = [newLine('36001', ids)];
    const { fresh, leftOut } = freshLines(listed, ['36002', '36001', '36002', '36003'], ids);
    expect(fresh.map((line) => line.ticket)).toEqual(['36002', '36003']);
    expect(leftOut).toBe(true);
    expect(freshLines(listed, ['36004'], ids).leftOut).toBe(false);
  });

  it('marks a line ready once looked up, keeps a sent line’s state, and holds a refused lookup back', () => {
    const found = lookupOf('36001') as ScanLookup;
    const line = newLine('36001', ids);
    expect(withLookup(line, found)).toMatchObject({ state: 'ready', lookup: found });
    expect(withLookup({ ...line, state: 'refused', lookupError: 'x' }, found)).toMatchObject({
      state: 'refused',
      lookupError: undefined,
    });
    expect(withLookupError(line, 'No ticket')).toMatchObject({ state: 'invalid', lookupError: 'No ticket' });
  });

  it('keeps the chosen process offered once its ticket is removed, and says what is left of it', () => {
    const line: TicketLine = { ...newLine('36001', ids), lookup: lookupOf('36001'), state: 'ready' };
    expect(offeredChoices([line], collar).map(choiceKey)).toHaveLength(3);
    expect(offeredChoices([], collar)).toEqual([collar]);
    expect(offeredChoices([], undefined)).toEqual([]);
    expect(leftOf(line, collar)).toEqual({ left: 5, of: 20 });
    expect(leftOf(line, undefined)).toBeUndefined();
  });

  it('tells a refusal (with the server’s sentence) from no answer', () => {
    const words = { noAnswer: 'No answer', refused: 'Refused' };
    const config = {} as InternalAxiosRequestConfig;
    expect(failedSend(answer(config, 409, 'Only 5 left'), words)).toEqual({
      kind: 'refused',
      message: 'Only 5 left',
    });
    expect(failedSend(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config), words)).toEqual({
      kind: 'noAnswer',
      message: 'No answer',
    });
  });
});

const client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

afterEach(restoreApi);

describe('useRecordScansForm', () => {
  it('looks each ticket up, offers its processes, and sends one scan per line ready for the worker', async () => {
    const posted: ScanInput[] = [];
    fakeApi({
      'GET /api/scans/lookup': (config) => {
        const ticket = (config.params as { ticket: string }).ticket;
        const found = lookupOf(ticket);
        if (!found) throw answer(config, 404, `No ticket ${ticket}`);
        return found;
      },
      'POST /api/scans': (config) => {
        const body = JSON.parse(config.data as string) as ScanInput;
        posted.push(body);
        return { id: posted.length, qty: body.qty ?? 5, amount: null };
      },
    });
    const { result } = renderHook(() => useRecordScansForm(), { wrapper });

    act(() => result.current.setText('36001 36002, 36999'));
    act(() => result.current.addTyped());
    expect(result.current.text).toBe('');
    await waitFor(() => expect(result.current.lines.every((line) => line.state !== 'looking')).toBe(true));
    expect(result.current.lines.map((line) => line.state)).toEqual(['ready', 'ready', 'invalid']);
    expect(result.current.choices).toHaveLength(3);
    expect(result.current.canSend).toBe(false);

    // A single pasted ticket is left to the field; a list is added, the ones listed left out.
    act(() => expect(result.current.addPasted('36003')).toBe(false));
    act(() => expect(result.current.addPasted('36001\n36003')).toBe(true));
    expect(result.current.notice).toBe('A ticket already in the list was left out');

    act(() => result.current.setWorkerId(7));
    act(() => result.current.chooseProcess(choiceKey(collar)));
    const second = result.current.lines[1]?.key ?? '';
    act(() => result.current.setQty(second, 6));
    expect(result.current.problemOf(result.current.lines[1] as TicketLine)).toEqual({
      kind: 'tooMany',
      left: 5,
    });
    act(() => result.current.remove(second));
    await waitFor(() => expect(result.current.toSend).toBe(2));
    expect(result.current.canSend).toBe(true);

    await act(() => result.current.send());
    expect(posted.map(({ ticket, processId, workerId }) => ({ ticket, processId, workerId }))).toEqual([
      { ticket: '36001', processId: 102, workerId: 7 },
      { ticket: '36003', processId: 102, workerId: 7 },
    ]);
    expect(result.current.counts).toEqual({ recorded: 2, refused: 0, pieces: 10 });
    expect(result.current.toSend).toBe(0);
    expect(result.current.sending).toBe(false);
  });
});
