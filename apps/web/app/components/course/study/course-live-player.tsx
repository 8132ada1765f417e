import { Code, type TCatalogPeriod, type TStudyReport } from '@huitang/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../state/app-services';
import { Countdown } from '../../live/countdown';
import { ProtocolSwitch } from '../../live/live-player';
import { useLiveStream } from '../../live/use-live-stream';
import styles from '../../live/live.module.css';

/** How often a student watching a live lesson reports the time they were there. */
const ATTEND_EVERY_MS = 30_000;

/**
 * A live lesson on the course page: it plays while its lecturer is on air (the server says who may
 * watch), counts down to the start before, and waits through a break. A student's time there is
 * reported every half minute and counts as studying the lesson (no faster than the clock).
 */
export function CourseLivePlayer({
  period,
  poster,
  report,
  onReport,
}: {
  period: TCatalogPeriod;
  poster: string;
  report: boolean;
  onReport: (answer: TStudyReport) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const video = useRef<HTMLVideoElement>(null);
  const { stage, protocol, setProtocol, choosable } = useLiveStream(
    video,
    (viewer) =>
      api.call(
        '/course/api/period/live/url',
        { periodId: period.id, ...(viewer ? { viewer } : {}) },
        { handleErrors: false },
      ),
    period.id,
  );
  const onReportRef = useRef(onReport);
  onReportRef.current = onReport;

  const playing = stage.kind === 'playing';
  useEffect(() => {
    if (!report || !playing) return;
    let since = Date.now();
    const attend = async () => {
      const now = Date.now();
      const watchedSeconds = Math.min(600, Math.round((now - since) / 1000));
      since = now;
      const reply = await api.call(
        '/course/auth/study/report',
        { periodId: period.id, positionSeconds: 0, watchedSeconds },
        { handleErrors: false },
      );
      if (reply.code === Code.OK) onReportRef.current(reply.data);
    };
    const timer = window.setInterval(() => void attend(), ATTEND_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      void attend();
    };
  }, [api, period.id, report, playing]);

  return (
    <div className={styles.stage}>
      <video ref={video} controls playsInline muted poster={poster || undefined} data-testid="live-video" />
      {stage.kind === 'refused' ? (
        <div className={styles.curtain}>
          <p className={styles.curtainText}>{stage.msg}</p>
        </div>
      ) : stage.kind === 'waiting' ? (
        <div className={styles.curtain}>
          {period.liveStartsAt ? <Countdown to={period.liveStartsAt} className={styles.curtainText} /> : null}
          <p className={styles.curtainText}>{t('course.live.waiting')}</p>
        </div>
      ) : null}
      <ProtocolSwitch choosable={choosable} protocol={protocol} onChange={setProtocol} />
    </div>
  );
}
