import type { TPeriod } from '@huitang/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '@huitang/contracts/china-time';
import { VideoState } from './video-state';

/** A live lesson's start as 'YYYY-MM-DD HH:mm' in China time, as its students read it. */
export const liveStartOf = (iso: string) => chinaTime(iso).slice(0, 16);

/** A live lesson in its outline: when it goes on air and for how long, and its replay once there is one. */
export function LiveLessonState({ period }: { period: TPeriod }) {
  const { t } = useTranslation();
  return (
    <div>
      {period.liveStartsAt ? (
        <Typography.Text>
          {t('course.live.schedule', { time: liveStartOf(period.liveStartsAt), minutes: period.liveMinutes })}
        </Typography.Text>
      ) : null}
      {period.video ? <VideoState video={period.video} /> : null}
    </div>
  );
}
