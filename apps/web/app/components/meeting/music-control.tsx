import { CustomerServiceOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './meeting-cards.module.css';

/**
 * The meeting's background music: browsers refuse sound before the visitor does something, so it
 * starts on the first click or key on the page; the button turns it off and on.
 */
export function MusicControl({
  music,
  disabled,
}: {
  music: { name: string; fileUrl: string };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (disabled || stopped) return;
    const start = () => {
      void audio.current?.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    };
    window.addEventListener('pointerdown', start, { once: true });
    window.addEventListener('keydown', start, { once: true });
    return () => {
      window.removeEventListener('pointerdown', start);
      window.removeEventListener('keydown', start);
    };
  }, [disabled, stopped]);

  const toggle = () => {
    if (!audio.current) return;
    if (playing) {
      audio.current.pause();
      setPlaying(false);
      setStopped(true);
    } else {
      void audio.current.play().then(() => setPlaying(true));
    }
  };

  return (
    <button
      type="button"
      className={playing ? `${styles.music} ${styles.musicOn}` : styles.music}
      title={t('common.labelled', {
        label: playing ? t('meeting.musicOff') : t('meeting.musicOn'),
        value: music.name,
      })}
      aria-label={playing ? t('meeting.musicOff') : t('meeting.musicOn')}
      aria-pressed={playing}
      disabled={disabled}
      onClick={toggle}
    >
      <CustomerServiceOutlined />
      <audio ref={audio} src={music.fileUrl} loop preload="none" />
    </button>
  );
}
