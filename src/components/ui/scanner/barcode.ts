/**
 * Reading a code from the camera: the browser's BarcodeDetector where there is one (Chrome on Android), else
 * @zxing/browser, imported only when the camera is opened so it stays out of the main bundle.
 */

/** The formats a waybill carries: the printed label's Code 128, QR codes, and common retail codes. */
export const BARCODE_FORMATS = ['code_128', 'qr_code', 'ean_13', 'code_39', 'itf', 'data_matrix'];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorCtor {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

export const hasBarcodeDetector = () => typeof window !== 'undefined' && 'BarcodeDetector' in window;

export interface ScanControls {
  stop(): void;
}

async function withDetector(video: HTMLVideoElement, onCode: (text: string) => void): Promise<ScanControls> {
  const Ctor = (window as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
  const supported = (await Ctor.getSupportedFormats?.()) ?? BARCODE_FORMATS;
  const detector = new Ctor({ formats: BARCODE_FORMATS.filter((f) => supported.includes(f)) });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  let running = true;
  const tick = async () => {
    if (!running) return;
    try {
      const found = await detector.detect(video);
      if (running && found[0]?.rawValue) onCode(found[0].rawValue);
    } catch {
      // a frame that cannot be read: try the next one
    }
    if (running) setTimeout(() => void tick(), 200);
  };
  void tick();
  return {
    stop: () => {
      running = false;
      stream.getTracks().forEach((t) => t.stop());
      video.srcObject = null;
    },
  };
}

async function withZxing(video: HTMLVideoElement, onCode: (text: string) => void): Promise<ScanControls> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
    if (result) onCode(result.getText());
  });
  return { stop: () => controls.stop() };
}

/** Starts the camera into `video` and calls onCode with each code read until stopped. */
export function startCameraScan(video: HTMLVideoElement, onCode: (text: string) => void): Promise<ScanControls> {
  return hasBarcodeDetector() ? withDetector(video, onCode) : withZxing(video, onCode);
}
