import type { TVideo } from '@huitang/contracts';
import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A length as m:ss. */
export const clockOf = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const COLORS: Record<TVideo['status'], string | undefined> = {
  uploading: undefined,
  queued: 'blue',
  transcoding: 'processing',
  ready: 'green',
  failed: 'red',
};

/** A video's file and where its transcoding stands: progress, length and qualities, or ffmpeg's reason. */
export function VideoState({ video }: { video: TVideo }) {
  const { t } = useTranslation();
  return (
    <div data-testid="video-state">
      <Typography.Text type="secondary">{video.fileName}</Typography.Text>{' '}
      <Tag color={COLORS[video.status]}>
        {t(`course.videoStatuses.${video.status}`, { progress: video.progress })}
      </Tag>
      {video.status === 'transcoding' ? <Progress percent={video.progress} size="small" /> : null}
      {video.status === 'ready' ? (
        <Typography.Text type="secondary">
          {t('course.duration', { time: clockOf(video.durationSeconds) })} ·{' '}
          {video.renditions.map((rung) => `${rung.height}p`).join(' / ')}
        </Typography.Text>
      ) : null}
      {video.status === 'failed' ? <Typography.Text type="danger">{video.error}</Typography.Text> : null}
    </div>
  );
}
