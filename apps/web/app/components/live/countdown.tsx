import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const parts = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
};

/**
 * Time left until `to` in SPEC 4's units (days, hours, minutes, seconds), ticking each second. It
 * appears once the page runs in the browser: a time written on the server would differ from the one
 * hydration renders a moment later.
 */
export function Countdown({
  to,
  className,
  render,
}: {
  to: string;
  className?: string;
  /** The words around the parts; the live page's "距开始 …" when left out. */
  render?: (left: ReturnType<typeof parts>) => string;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number>();
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now === undefined) return null;
  const left = new Date(to).getTime() - now;
  if (left <= 0) return null;
  return (
    <div className={className} data-testid="countdown">
      {render ? render(parts(left)) : t('live.countdown', parts(left))}
    </div>
  );
}
