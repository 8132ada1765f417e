import type { TMeetingCard } from '@huitang/contracts';
import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dayRange } from '@huitang/contracts/china-time';
import { meetingDetailPath } from './paths';
import { TimeStateTag } from './time-state-tag';
import styles from './meeting-cards.module.css';

/**
 * A listed meeting in a grid (home, /meeting, the live lists): cover, state, name, days, city,
 * organiser. The live lists give their own target, label and a line under the organiser.
 */
export function MeetingCardView({
  meeting,
  to = meetingDetailPath(meeting.id),
  tag = <TimeStateTag state={meeting.timeState} className={styles.cardState} />,
  footer,
}: {
  meeting: TMeetingCard;
  to?: string;
  tag?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Link to={to} className="ht-lift-card">
      <div className={styles.cardCover}>
        {meeting.cover ? (
          <img src={meeting.cover} alt={meeting.meetingName} loading="lazy" />
        ) : (
          <span className={styles.cardCoverText}>{meeting.meetingName}</span>
        )}
        {tag}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>{meeting.meetingName}</h3>
        <div className={styles.cardLine}>
          <CalendarOutlined /> {dayRange(meeting.startTime, meeting.endTime)}
        </div>
        {meeting.city ? (
          <div className={styles.cardLine}>
            <EnvironmentOutlined /> {meeting.city}
          </div>
        ) : null}
        {meeting.organizer ? <div className={styles.cardOrganizer}>{meeting.organizer}</div> : null}
        {footer}
      </div>
    </Link>
  );
}

export function MeetingGrid({ meetings }: { meetings: TMeetingCard[] }) {
  return (
    <div className={styles.grid}>
      {meetings.map((meeting) => (
        <MeetingCardView key={meeting.id} meeting={meeting} />
      ))}
    </div>
  );
}
