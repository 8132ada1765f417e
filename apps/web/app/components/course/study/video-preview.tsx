import type { TVideo } from '@huitang/contracts';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playVod } from './play-vod';

/** A transcoded video played in a dialog, as a buyer will see it. */
export function VideoPreview({ video, onClose }: { video: TVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The dialog mounts its body after opening: the player starts once the element exists.
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (!video?.hlsUrl || !element) return;
    let stopped = false;
    let playback: { destroy(): void } | undefined;
    void playVod(element, video.hlsUrl).then((started) => {
      if (stopped) started.destroy();
      else playback = started;
    });
    return () => {
      stopped = true;
      playback?.destroy();
    };
  }, [video, element]);
  return (
    <Modal
      open={video !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      title={t('course.preview')}
      destroyOnHidden
    >
      <video
        ref={setElement}
        controls
        autoPlay
        muted
        playsInline
        poster={video?.poster}
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
        data-testid="course-video-player"
      />
    </Modal>
  );
}
