import { useCallback, useEffect, useState } from 'react';
import { unlockAudio } from '@/lib/tone';

/** Local-storage key of the scan page's sound switch: it stays with the phone, whoever signs in. */
export const SCAN_SOUND_KEY = 'scan-sound';

function storedSound(): boolean {
  try {
    return localStorage.getItem(SCAN_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * Whether the scan page makes its sounds (on unless switched off on this phone), and the switch. While on,
 * the first tap or key on the page lets the browser play them (it allows sound only after a gesture).
 */
export function useScanSound(): [boolean, (on: boolean) => void] {
  const [sound, setSound] = useState(storedSound);
  useEffect(() => {
    if (!sound) return;
    // A click and a key count as the user's activation on phones too (a touch's pointerdown does not).
    window.addEventListener('click', unlockAudio, true);
    window.addEventListener('keydown', unlockAudio, true);
    return () => {
      window.removeEventListener('click', unlockAudio, true);
      window.removeEventListener('keydown', unlockAudio, true);
    };
  }, [sound]);
  const choose = useCallback((on: boolean) => {
    setSound(on);
    try {
      localStorage.setItem(SCAN_SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice lasts until the page reloads.
    }
  }, []);
  return [sound, choose];
}
