import type { TPeriodPlay, TStudyReport } from '@huitang/contracts';
import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../../state/app-services';
import { playVod } from './play-vod';
import styles from '../course-view.module.css';

/** How often a playing lesson reports its place and the time watched. */
const REPORT_EVERY_MS = 5000;
/** A larger jump of currentTime between two timeupdates is a seek, not watching. */
const MAX_STEP_SECONDS = 1.5;

/**
 * A lesson's player: HLS from its signed grant, resumed where the student stopped. While it plays
 * it reports every few seconds, on pause, at the end and on leaving; the seconds it reports are
 * those actually played (seeks are not counted), and the server credits no more than its clock.
 */
export function CoursePlayer({
  play,
  report,
  onReport,
}: {
  play: TPeriodPlay;
  /** Students report their study; visitors watching a trial do not. */
  report: boolean;
  onReport?: (answer: TStudyReport) => void;
}) {
  const { api } = useAppServices();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const onReportRef = useRef(onReport);
  onReportRef.current = onReport;

  useEffect(() => {
    if (!video) return;
    let stopped = false;
    let playback: { destroy(): void } | undefined;
    void playVod(video, play.hlsUrl).then((started) => {
      if (stopped) started.destroy();
      else playback = started;
    });
    const resume = () => {
      if (play.positionSeconds > 0) video.currentTime = play.positionSeconds;
    };
    video.addEventListener('loadedmetadata', resume, { once: true });

    let last = video.currentTime;
    let watched = 0;
    const onTime = () => {
      const step = video.currentTime - last;
      last = video.currentTime;
      if (!video.seeking && step > 0 && step < MAX_STEP_SECONDS) watched += step;
    };
    const onSeeked = () => {
      last = video.currentTime;
    };
    const send = () => {
      if (!report || !video.currentTime) return;
      const whole = Math.floor(watched);
      watched -= whole;
      void api
        .call(
          '/course/auth/study/report',
          {
            periodId: play.periodId,
            positionSeconds: Math.floor(video.currentTime),
            watchedSeconds: Math.min(whole, 600),
          },
          // The pause before a click away, and the leaving itself, must still arrive.
          { handleErrors: false, keepalive: true },
        )
        .then((reply) => {
          if (reply.data) onReportRef.current?.(reply.data);
        });
    };
    const timer = setInterval(() => {
      if (!video.paused) send();
    }, REPORT_EVERY_MS);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', send);
    window.addEventListener('pagehide', send);
    return () => {
      stopped = true;
      clearInterval(timer);
      send();
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', send);
      window.removeEventListener('pagehide', send);
      playback?.destroy();
    };
  }, [api, video, play, report]);

  return (
    <video
      ref={setVideo}
      className={styles.player}
      controls
      // Chosen with a click: it starts at once.
      autoPlay
      playsInline
      poster={play.poster || undefined}
      data-testid="course-player"
    />
  );
}
