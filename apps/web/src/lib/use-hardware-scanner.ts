import type { InputRef } from 'antd';
import { type RefObject, useCallback, useEffect } from 'react';

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A screen that shows the keyboard when a field takes the focus (a phone): focus only on a key press. */
const touchScreen = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/**
 * Keeps the ticket field ready for a hardware scanner, which types the ticket then Enter: a key typed while
 * no field has the focus (after a tap on a process) goes to the ticket field. Returns a function that puts
 * the focus back there after an action; on a touch screen it does not, as that would cover half the screen
 * with the on-screen keyboard (a scanner's first key brings the focus back anyway).
 */
export function useHardwareScanner(inputRef: RefObject<InputRef | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      if (isTypingTarget(event.target) || document.querySelector('.ant-modal-wrap')) return;
      // Focused during keydown, the field receives this very key.
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  return useCallback(() => {
    if (!touchScreen()) inputRef.current?.focus();
  }, [inputRef]);
}
