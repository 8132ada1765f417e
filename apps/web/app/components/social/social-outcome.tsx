import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TResources } from '../../i18n';

type TOutcome = keyof TResources['wechat']['outcome'];
const OUTCOMES: TOutcome[] = ['failed', 'expired', 'cancelled', 'disabled', 'bound', 'taken', 'otherOfApp'];

/** What WeChat's callback reported (`?social=`) on the page it sent the browser back to. */
export function SocialOutcome({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = OUTCOMES.find((key) => key === params.get('social'));
  if (!outcome) return null;
  return (
    <Alert
      className={className}
      showIcon
      type={outcome === 'bound' ? 'success' : 'warning'}
      title={t(`wechat.outcome.${outcome}`)}
      data-testid="social-outcome"
    />
  );
}
