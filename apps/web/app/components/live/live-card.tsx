import type { TLiveLabel, TLiveMeetingCard } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from './countdown';
import { MeetingCardView } from '../meeting/meeting-card';
import cardStyles from '../meeting/meeting-cards.module.css';
import styles from './live-list.module.css';

const LABEL_COLOURS: Record<TLiveLabel, string> = {
  living: 'red',
  notStarted: 'blue',
  liveNotStarted: 'orange',
  playingBack: 'green',
  liveEnded: 'default',
};

/** A meeting on the live lists: its live label, a countdown before it starts, the watch page behind it. */
export function LiveCard({ meeting, back }: { meeting: TLiveMeetingCard; back: boolean }) {
  const { t } = useTranslation();
  return (
    <MeetingCardView
      meeting={meeting}
      to={`${back ? '/meetingBack/detail' : '/meetingLive/detail'}?id=${meeting.id}`}
      tag={
        <Tag color={LABEL_COLOURS[meeting.liveLabel]} className={cardStyles.cardState}>
          {t(`live.label.${meeting.liveLabel}`)}
        </Tag>
      }
      footer={
        meeting.liveLabel === 'notStarted' ? (
          <Countdown to={meeting.startTime} className={styles.countdown} />
        ) : null
      }
    />
  );
}
