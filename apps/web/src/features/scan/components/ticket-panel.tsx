import { type InputRef, Skeleton } from 'antd';
import { lazy, type RefObject, Suspense, useState } from 'react';
import styles from '@/features/scan/components/scan-page.module.css';
import { TicketInput } from '@/features/scan/components/ticket-input';
import { signal } from '@/features/scan/utils/feedback';

// The camera and its QR decoder download only when the worker opens the camera.
const CameraScanner = lazy(async () => ({
  default: (await import('@/features/scan/components/camera-scanner')).CameraScanner,
}));

interface TicketPanelProps {
  inputRef: RefObject<InputRef | null>;
  onLookUp: (ticket: string) => void;
  loading: boolean;
}

/** Where a ticket comes in: typed, from a hardware scanner, or read by the camera (which closes once it has one). */
export function TicketPanel({ inputRef, onLookUp, loading }: TicketPanelProps) {
  const [cameraOpen, setCameraOpen] = useState(false);
  return (
    <section className={styles.panel}>
      <TicketInput
        inputRef={inputRef}
        onLookUp={onLookUp}
        cameraOpen={cameraOpen}
        onToggleCamera={() => setCameraOpen((open) => !open)}
        loading={loading}
      />
      {cameraOpen && (
        <div style={{ marginTop: 12 }}>
          <Suspense fallback={<Skeleton.Image active style={{ width: '100%', height: 240 }} />}>
            <CameraScanner
              onDetected={(text) => {
                setCameraOpen(false);
                signal('success', false);
                onLookUp(text);
              }}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
