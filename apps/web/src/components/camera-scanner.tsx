import { Alert } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/ticket-panel.module.css';
import { createFrameReader } from '@/lib/qr-reader';

/** How often a frame is read: often enough to feel instant, rarely enough for a cheap phone's battery. */
const FRAME_INTERVAL_MS = 200;

/** Browsers offer the camera only to secure pages (https, localhost): on plain http there is no mediaDevices. */
const cameraAvailable = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

type CameraState = 'starting' | 'running' | 'unavailable' | 'denied' | 'failed';

/**
 * The back camera's picture with a frame to aim at; reads each frame's QR code and hands over the first
 * text found. Loaded only when the user opens the camera, with its decoder.
 */
export function CameraScanner({ onDetected }: { onDetected: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(() => (cameraAvailable() ? 'starting' : 'unavailable'));
  const detected = useRef(onDetected);
  useLayoutEffect(() => {
    detected.current = onDetected;
  });

  useEffect(() => {
    if (!cameraAvailable()) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped)
          setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed');
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setState('running');
      const read = await createFrameReader();
      const tick = async () => {
        if (stopped || !video.current) return;
        const text = await read(video.current).catch(() => null);
        if (stopped) return;
        if (text) {
          detected.current(text);
          return;
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (state === 'unavailable' || state === 'denied' || state === 'failed')
    return <Alert type="warning" showIcon title={t(`camera.${state}`)} />;
  return (
    <figure className={styles.camera} aria-label={t('camera.title')}>
      <video ref={video} muted playsInline />
      <span className={styles.cameraFrame} aria-hidden />
      {state === 'starting' && <figcaption className={styles.cameraNote}>{t('camera.starting')}</figcaption>}
    </figure>
  );
}
