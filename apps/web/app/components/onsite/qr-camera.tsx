import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './desk.module.css';

/** How often a frame is read; a phone decodes a 640 px frame in a few milliseconds. */
const FRAME_MS = 150;
/** The same code held in front of the camera is one scan, not one per frame. */
const REPEAT_MS = 3000;

interface TTorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

/**
 * The back camera read for QR codes (jsQR, loaded with the camera: no decoder in the page until a desk
 * starts scanning), with the torch for printed tickets in a dim hall when the phone has one.
 */
export function QrCamera({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState('');
  const [torch, setTorch] = useState<boolean | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  const start = async () => {
    setError('');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 640 } },
        audio: false,
      });
      const track = media.getVideoTracks()[0];
      const capabilities: TTorchCapabilities | undefined = track?.getCapabilities?.();
      setTorch(capabilities?.torch ? false : null);
      setStream(media);
    } catch (reason) {
      setError(
        t('onsite.cameraError', { reason: reason instanceof Error ? reason.message : String(reason) }),
      );
    }
  };
  const stop = () => {
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
    setTorch(null);
  };
  const toggleTorch = async () => {
    const track = stream?.getVideoTracks()[0];
    if (!track || torch === null) return;
    await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] });
    setTorch(!torch);
  };

  useEffect(() => {
    if (!stream || !video.current) return;
    const element = video.current;
    element.srcObject = stream;
    void element.play();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let last = { text: '', at: 0 };
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const { default: jsQR } = await import('jsqr');
      const frame = () => {
        if (stopped) return;
        if (context && element.videoWidth) {
          canvas.width = element.videoWidth;
          canvas.height = element.videoHeight;
          context.drawImage(element, 0, 0);
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
          const now = Date.now();
          if (found?.data && (found.data !== last.text || now - last.at > REPEAT_MS)) {
            last = { text: found.data, at: now };
            handler.current(found.data);
          }
        }
        timer = setTimeout(frame, FRAME_MS);
      };
      frame();
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [stream]);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  return (
    <div className={styles.camera}>
      {stream ? <video ref={video} className={styles.video} muted playsInline /> : null}
      <Space wrap>
        {stream ? (
          <Button onClick={stop}>{t('onsite.stopCamera')}</Button>
        ) : (
          <Button type="primary" onClick={() => void start()}>
            {t('onsite.startCamera')}
          </Button>
        )}
        {torch !== null ? <Button onClick={() => void toggleTorch()}>{t('onsite.torch')}</Button> : null}
      </Space>
      {error ? <div className={styles.error}>{error}</div> : null}
    </div>
  );
}
