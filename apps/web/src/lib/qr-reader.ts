/** The browser's own barcode reader (Chromium on Android, Safari 17+), not yet in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/** Reads the QR code in a video frame, if any: its text, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

function barcodeDetector(): BarcodeDetectorClass | undefined {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : undefined;
}

/**
 * The browser's BarcodeDetector where it reads QR codes; otherwise jsQR, a JavaScript decoder, downloaded
 * only now (not with the page).
 */
export async function createFrameReader(): Promise<FrameReader> {
  const Detector = barcodeDetector();
  const formats = (await Detector?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return Promise.resolve(null);
    // A smaller copy decodes fast enough on a cheap phone and is still sharp enough for a ticket's code.
    const scale = Math.min(1, 640 / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
    return Promise.resolve(code?.data || null);
  };
}
