import type { TCourseCard } from '@huitang/contracts';
import { ClockCircleOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFen } from '../../lib/format/money';
import { coursePath } from './course-paths';
import { useCourseText } from './course-text';
import { liveStartOf } from './catalog/live-lesson-state';
import styles from '../meeting/meeting-cards.module.css';
import own from './course-card.module.css';

/** A listed course in a grid (/list, my courses): cover, name, lecturer, price and students. */
export function CourseCardView({ course, footer }: { course: TCourseCard; footer?: ReactNode }) {
  const { t } = useTranslation();
  const text = useCourseText();
  const name = text(course.courseName, course.courseNameEn);
  return (
    <Link to={coursePath(course.kind, course.id)} className="ht-lift-card">
      <div className={styles.cardCover}>
        {course.cover ? (
          <img src={course.cover} alt={name} loading="lazy" />
        ) : (
          <span className={styles.cardCoverText}>{name}</span>
        )}
        {course.vipFree ? <span className={own.vip}>{t('course.catalog.vip')}</span> : null}
        {course.onAir ? <span className={own.onAir}>{t('course.live.onAir')}</span> : null}
        <span className={course.isFree ? `${own.price} ${own.free}` : own.price}>
          {course.isFree ? t('course.catalog.free') : formatFen(course.priceFen)}
          {course.originalPriceFen > course.priceFen ? (
            <s className={own.original}>{formatFen(course.originalPriceFen)}</s>
          ) : null}
        </span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>{name}</h3>
        <div className={styles.cardLine}>
          <UserOutlined /> {course.orgName || course.teacherName}
        </div>
        <div className={styles.cardLine}>
          <TeamOutlined /> {t('course.catalog.students', { count: course.studentCount })} ·{' '}
          {t('course.catalog.periods', { count: course.periodCount })}
        </div>
        {course.kind === 'live' && !course.onAir ? (
          <div className={styles.cardLine}>
            <ClockCircleOutlined />{' '}
            {course.nextLiveAt
              ? t('course.live.nextAt', { time: liveStartOf(course.nextLiveAt) })
              : t('course.live.noneAhead')}
          </div>
        ) : null}
        {footer}
      </div>
    </Link>
  );
}
