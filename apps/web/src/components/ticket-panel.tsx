import { type InputRef, Skeleton } from 'antd';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { TicketInput } from '@/components/ticket-input';
import styles from '@/components/ticket-panel.module.css';

// The camera and its QR decoder download only when the worker opens the camera.
const CameraScanner = lazy(async () => ({
  default: (await import('@/components/camera-scanner')).CameraScanner,
}));

interface TicketPanelProps {
  inputRef: RefObject<InputRef | null>;
  onLookUp: (ticket: string) => void;
  loading: boolean;
  /** Told when the camera has read a code (the page buzzes), before the look-up. */
  onCameraRead?: () => void;
  /** The panel's own class: each phone page frames its panels its own way. */
  className?: string;
}

/** Where a ticket comes in: typed, from a hardware scanner, or read by the camera (which closes once it has one). */
export function TicketPanel({ inputRef, onLookUp, loading, onCameraRead, className }: TicketPanelProps) {
  const [cameraOpen, setCameraOpen] = useState(false);
  return (
    <section className={className}>
      <TicketInput
        inputRef={inputRef}
        onLookUp={onLookUp}
        cameraOpen={cameraOpen}
        onToggleCamera={() => setCameraOpen((open) => !open)}
        loading={loading}
      />
      {cameraOpen && (
        <div className={styles.cameraSlot}>
          <Suspense fallback={<Skeleton.Image active style={{ width: '100%', height: 240 }} />}>
            <CameraScanner
              onDetected={(text) => {
                setCameraOpen(false);
                onCameraRead?.();
                onLookUp(text);
              }}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
