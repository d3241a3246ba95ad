import type { Captcha } from '@gbo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchJson } from '@/lib/fetch-json';

export const getCaptcha = () => fetchJson.get<Captcha>('/auth/code');

/**
 * A captcha, fetched on mount; `refresh` replaces it, as a captcha is single use. Plain React state rather
 * than TanStack Query: the login page is the first download, and the query library comes with the shell.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [loading, setLoading] = useState(true);
  const latestRequest = useRef(0);
  // Read by the 'online' listener: set with the answer, not after the next render's effects have run.
  const hasCaptcha = useRef(false);

  /** Only the latest request's answer counts. */
  const fetchCaptcha = useCallback(() => {
    const request = ++latestRequest.current;
    const settle = (next?: Captcha) => {
      if (request !== latestRequest.current) return;
      if (next) {
        hasCaptcha.current = true;
        setCaptcha(next);
      }
      setLoading(false);
    };
    // On failure the HTTP client has told the user why, and the image button offers another try.
    getCaptcha().then(settle, () => settle());
  }, []);

  useEffect(fetchCaptcha, [fetchCaptcha]);

  // Opened offline (the service worker's copy of the app), the page has no captcha: one is fetched as soon as
  // the network is back. Not once there is one, which would change the image under a typed answer.
  useEffect(() => {
    const onOnline = () => {
      if (hasCaptcha.current) return;
      setLoading(true);
      fetchCaptcha();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [fetchCaptcha]);

  const refresh = () => {
    setLoading(true);
    fetchCaptcha();
  };

  return { data: captcha, loading, refresh };
}
