import type { PersonOption, ScanInput, ScanLookup } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordScansDialog } from '@/features/production/components/record-scans-dialog';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

const workers: PersonOption[] = [{ id: 7, name: 'Zhang Min', mobile: '13900000011', jobNumber: 'W011' }];

/** Ticket 360bb names bundle bb; bundles 1–9 are of bed 1 (process ids 1xx), 40+ of bed 2 (2xx). */
function lookupOf(ticket: string): ScanLookup | undefined {
  const bundleNo = Number(ticket) - 36000;
  if (!(bundleNo > 0 && bundleNo < 100)) return undefined;
  const bed = bundleNo < 40 ? 1 : 2;
  const seqs = bed === 1 ? [1, 2, 3] : [1, 2];
  return {
    bundle: {
      id: bundleNo,
      bundleNo,
      ticketNo: Number(ticket),
      styleNo: 'PL2408',
      bedNo: bed,
      colour: 'Black',
      size: 'M',
      qty: 20,
      status: 'active',
    },
    processes: seqs.map((seq) => ({
      processId: bed * 100 + seq,
      seq,
      name: ['Shoulders', 'Collar', 'Sleeves'][seq - 1] ?? '',
      doneQty: 0,
      remainingQty: 20,
      doneBy: [],
    })),
  };
}

const refuse = (config: InternalAxiosRequestConfig, status: number, message: string) => {
  throw new AxiosError(
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
};

function scanApi() {
  const posted: ScanInput[] = [];
  const requests = fakeApi({
    'GET /api/users/getValidUserByFactoryId': () => workers,
    'GET /api/scans/lookup': (config) => {
      const ticket = (config.params as { ticket: string }).ticket;
      return lookupOf(ticket) ?? refuse(config, 404, `No ticket ${ticket} in this factory`);
    },
    'POST /api/scans': (config) => {
      const body = JSON.parse(config.data as string) as ScanInput;
      posted.push(body);
      if (body.ticket === '36002') return refuse(config, 409, 'already done by Liu Yang');
      return { id: posted.length, qty: 20, amount: '8.00', ticketNo: Number(body.ticket) };
    },
  });
  return { posted, requests };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByText(option);
  fireEvent.click(options.at(-1) as HTMLElement);
}

function typeTicket(ticket: string) {
  const input = screen.getByLabelText('Tickets');
  fireEvent.change(input, { target: { value: ticket } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const row = (ticket: string) => {
  const cells = Array.from(document.querySelectorAll('td'));
  const cell = cells.find((candidate) => candidate.textContent === ticket);
  return cell?.closest('tr') as HTMLElement;
};

afterEach(restoreApi);

describe('RecordScansDialog', () => {
  it('records several tickets for one worker and process, the seq matched on each bed, each line with its answer', async () => {
    signIn(demoUser);
    const { posted } = scanApi();
    renderWithProviders(<RecordScansDialog open onClose={vi.fn()} />);

    for (const ticket of ['36001', '36002', '36041', '36999']) typeTicket(ticket);
    await within(row('36041')).findByText(/No\. 41/);
    await within(row('36999')).findByText('No ticket 36999 in this factory');

    await choose('Worker', 'Zhang Min · W011');
    // The processes are the first ticket's; Sleeves (3) is not one of bed 2's, so 36041 is held back.
    await choose('Process', '3 Sleeves');
    expect(within(row('36041')).getByText("This bundle's bed has no process 3 Sleeves")).toBeDefined();
    await choose('Process', '2 Collar');
    fireEvent.click(screen.getByText('Record 3 scans'));

    await within(row('36001')).findByText('Recorded 20 pcs · ¥8.00');
    await within(row('36041')).findByText('Recorded 20 pcs · ¥8.00');
    await within(row('36002')).findByText('Refused: already done by Liu Yang');
    expect(posted.map(({ ticket, processId, workerId }) => ({ ticket, processId, workerId }))).toEqual([
      { ticket: '36001', processId: 102, workerId: 7 },
      { ticket: '36002', processId: 102, workerId: 7 },
      { ticket: '36041', processId: 202, workerId: 7 },
    ]);
    expect(new Set(posted.map((body) => body.requestId)).size).toBe(3);
    expect(screen.getByText('2 recorded (40 pieces), 1 refused')).toBeDefined();

    // Again: only the refused line goes, as a new request; the recorded ones never twice.
    fireEvent.click(await screen.findByText('Record 1 scan'));
    await waitFor(() => expect(posted).toHaveLength(4));
    expect(posted[3]?.ticket).toBe('36002');
    expect(posted[3]?.requestId).not.toBe(posted[1]?.requestId);
  });

  it('keeps a ticket already listed out, and sends nothing before a worker and a process are chosen', async () => {
    signIn(demoUser);
    const { posted } = scanApi();
    renderWithProviders(<RecordScansDialog open onClose={vi.fn()} />);
    typeTicket('36001');
    typeTicket('36001');
    expect(await screen.findByText('A ticket already in the list was left out')).toBeDefined();
    await within(row('36001')).findByText(/No\. 1 /);
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1);
    expect(screen.getByText('Record').closest('button')?.hasAttribute('disabled')).toBe(true);
    expect(posted).toEqual([]);
  });
});
