import { REPLAY_UPLOAD_EXTENSIONS, REPLAY_UPLOAD_PATH, type TPlace } from '@huitang/contracts';
import { Button, Progress, Select } from 'antd';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppServices } from '../../state/app-services';
import { useConsoleWrites } from '../console/use-console-writes';
import { FilePicker } from '../upload/file-picker';
import styles from './live.module.css';

/** Chunks small enough that a dropped connection loses little, large enough to keep requests few. */
const CHUNK_BYTES = 8 * 1024 * 1024;

type TSending = { name: string; percent: number; paused: boolean };

/** The envelope's message in a refusal tus passes on, else a general one. */
const messageOf = (error: Error & { originalResponse?: { getBody(): string } | null }, fallback: string) => {
  try {
    return (JSON.parse(error.originalResponse?.getBody() ?? '') as { msg?: string }).msg ?? fallback;
  } catch {
    return fallback;
  }
};

/**
 * Uploading an edited replay of a venue with tus (tus-js-client, loaded when a file is chosen): in
 * chunks with a progress bar; paused and resumed, and after a reload choosing the same file again
 * goes on from where it stopped (the browser remembers the upload by the file).
 */
export function ReplayUpload({ places }: { places: TPlace[] }) {
  const { t, meetingId } = useConsoleWrites();
  const { toast } = useAppServices();
  const revalidator = useRevalidator();
  const [placeId, setPlaceId] = useState(places[0]?.id);
  const [sending, setSending] = useState<TSending>();
  const upload = useRef<{ start(): void; abort(): Promise<void> }>(undefined);

  const start = async (file: File) => {
    if (!placeId) return;
    const { Upload } = await import('tus-js-client');
    const update = (changes: Partial<TSending>) =>
      setSending((now) => ({ name: file.name, percent: 0, paused: false, ...now, ...changes }));
    const tus = new Upload(file, {
      endpoint: REPLAY_UPLOAD_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000],
      removeFingerprintOnSuccess: true,
      metadata: { meetingId: String(meetingId), placeId: String(placeId), filename: file.name },
      onProgress: (sent, total) => update({ percent: Math.floor((sent / total) * 100) }),
      onError: (error) => {
        setSending(undefined);
        toast(messageOf(error, t('common.networkError')), 'error');
      },
      onSuccess: () => {
        setSending(undefined);
        toast(t('live.upload.done'), 'success');
        void revalidator.revalidate();
      },
    });
    upload.current = tus;
    setSending({ name: file.name, percent: 0, paused: false });
    const earlier = await tus.findPreviousUploads();
    if (earlier[0]) tus.resumeFromPreviousUpload(earlier[0]);
    tus.start();
  };

  return (
    <div className={styles.upload}>
      <Select
        value={placeId}
        onChange={setPlaceId}
        style={{ width: 180 }}
        aria-label={t('live.console.venue')}
        options={places.map((place) => ({ value: place.id, label: place.name }))}
        disabled={sending !== undefined}
      />
      <FilePicker
        accept={REPLAY_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        disabled={sending !== undefined || !placeId}
        onFile={(file) => void start(file)}
      >
        <Button type="primary" disabled={sending !== undefined || !placeId}>
          {t('live.upload.choose')}
        </Button>
      </FilePicker>
      {sending ? (
        <div className={styles.uploadProgress}>
          <span>{sending.name}</span>
          <Progress percent={sending.percent} status={sending.paused ? 'normal' : 'active'} />
          <Button
            size="small"
            onClick={() => {
              if (sending.paused) upload.current?.start();
              else void upload.current?.abort();
              setSending({ ...sending, paused: !sending.paused });
            }}
          >
            {sending.paused ? t('live.upload.resume') : t('live.upload.pause')}
          </Button>
        </div>
      ) : null}
      <p className={styles.uploadHint}>{t('live.upload.hint')}</p>
    </div>
  );
}
