import { useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import * as styles from './Scan.css';

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}

/**
 * The browser's own BarcodeDetector where it has one (Chrome on Android, macOS); elsewhere the
 * ZXing WebAssembly ponyfill, loaded only then, with its .wasm served by this app (no CDN).
 */
async function createDetector(): Promise<Detector> {
  const formats = ['code_128', 'qr_code'];
  const native = (
    globalThis as {
      BarcodeDetector?: {
        new (options: { formats: string[] }): Detector;
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (native) {
    const supported = (await native.getSupportedFormats?.()) ?? formats;
    if (formats.every((f) => supported.includes(f))) return new native({ formats });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return new BarcodeDetector({ formats: ['code_128', 'qr_code'] });
}

export interface CameraScannerProps {
  /** A code the camera read; the same code is passed on again only after a pause. */
  onDetect: (code: string) => void;
  onClose: () => void;
}

type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

/** Scans with the device's camera (the back one on phones). */
export function CameraScanner({ onDetect, onClose }: CameraScannerProps) {
  const { t } = useUiTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const detected = useRef(onDetect);
  detected.current = onDetect;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detector = await createDetector();
      setState('running');
      const look = async () => {
        if (stopped) return;
        try {
          const [code] = await detector.detect(element);
          const now = Date.now();
          if (code && (code.rawValue !== last.code || now - last.at > 2500)) {
            last = { code: code.rawValue, at: now };
            detected.current(code.rawValue);
          }
        } catch {
          // A frame that could not be read: try the next one.
        }
        timer = setTimeout(() => void look(), 120);
      };
      void look();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.camera}>
      <video ref={video} className={styles.video} muted playsInline aria-label={t('scanStation.camera.preview')} />
      <p className={styles.cameraState} role="status">
        {t(`scanStation.camera.${state}`)}
      </p>
      <Button variant="secondary" size="sm" onPress={onClose}>
        {t('scanStation.camera.stop')}
      </Button>
    </div>
  );
}
