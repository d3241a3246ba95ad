// @vitest-environment jsdom
// jsdom: the print frame's document must load, which happy-dom's iframes do not do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printElement } from '@/lib/print';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function renderTicket(): HTMLElement {
  document.head.innerHTML = '<style>.ticket { font-weight: bold; }</style>';
  document.body.innerHTML = '<main><p>Not printed</p><section class="ticket">Bundle 0001</section></main>';
  const ticket = document.querySelector<HTMLElement>('.ticket');
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

/** The frame's print and focus are jsdom's unimplemented stubs: the test replaces them once the frame exists. */
function stubFramePrint(): { frame: HTMLIFrameElement; print: ReturnType<typeof vi.fn> } {
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no print frame');
  const print = vi.fn();
  frame.contentWindow.print = print;
  frame.contentWindow.focus = vi.fn();
  return { frame, print };
}

describe('printElement', () => {
  it('prints a copy of the element with the page styles in a hidden frame', async () => {
    vi.useFakeTimers();
    const printing = printElement(renderTicket(), 'Bundle tickets');
    const { frame, print } = stubFramePrint();
    await vi.advanceTimersByTimeAsync(0);
    expect(print).toHaveBeenCalledOnce();
    const printed = frame.contentDocument;
    expect(printed?.title).toBe('Bundle tickets');
    expect(printed?.body.textContent).toBe('Bundle 0001');
    expect(printed?.head.querySelector('style')?.textContent).toContain('.ticket');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    await vi.runAllTimersAsync();
    await printing;
  });

  it('removes the frame 100 ms after printing, not before', async () => {
    vi.useFakeTimers();
    const printing = printElement(renderTicket());
    const { frame, print } = stubFramePrint();
    await vi.advanceTimersByTimeAsync(0);
    expect(print).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(99);
    expect(frame.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.isConnected).toBe(false);
    await printing;
  });

  it('removes the frame when printing fails', async () => {
    const printing = printElement(renderTicket());
    const { frame, print } = stubFramePrint();
    print.mockImplementation(() => {
      throw new Error('printing blocked');
    });
    await expect(printing).rejects.toThrow('printing blocked');
    expect(frame.isConnected).toBe(false);
  });
});
