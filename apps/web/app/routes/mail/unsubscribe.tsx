import { Code, type TSubscription } from '@huitang/contracts';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { serverApi } from '../../api/server';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { useAppServices } from '../../state/app-services';
import { loadTexts } from '../../i18n';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches[0].loaderData, (texts) => texts.unsubscribe.title),
  // The link carries a person's token: kept out of search engines and of the next site's Referer.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The page shows one person's state: never kept for the next visitor, by the server or a browser. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/** Whom the link is about, read only: opening the page (as a link scanner does) changes nothing. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { token, subscription: null };
  const reply = await serverApi(context).call('/meeting/api/email/subscription', { token });
  return { token, subscription: reply.code === Code.OK ? reply.data : null };
};

/**
 * /mail/unsubscribe?token=: the page a promotional mail's unsubscribe link opens. It shows the
 * address (masked) and unsubscribes with one click, or subscribes again; notices still come either way.
 */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [subscription, setSubscription] = useState<TSubscription | null>(loaderData.subscription);
  /** What the last click did, said above the button that undoes it. */
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (path: '/meeting/api/email/unsubscribe' | '/meeting/api/email/resubscribe') => {
    setBusy(true);
    const reply = await api.call(path, { token: loaderData.token });
    setBusy(false);
    if (reply.code !== Code.OK) return;
    setSubscription(reply.data);
    setChanged(true);
  };

  const home = (
    <Link key="home" to="/">
      <Button>{t('unsubscribe.home')}</Button>
    </Link>
  );
  if (!subscription)
    return (
      <main className="ht-container" data-testid="unsubscribe">
        <Result
          status="warning"
          title={t('unsubscribe.badLink')}
          subTitle={t('unsubscribe.badLinkText')}
          extra={[home]}
        />
      </main>
    );
  const { email, unsubscribed } = subscription;
  return (
    <main className="ht-container" data-testid="unsubscribe">
      {unsubscribed ? (
        <Result
          status="success"
          title={t('unsubscribe.unsubscribed')}
          subTitle={t('unsubscribe.unsubscribedText', { email })}
          extra={[
            <Button key="again" loading={busy} onClick={() => void change('/meeting/api/email/resubscribe')}>
              {t('unsubscribe.resubscribe')}
            </Button>,
            home,
          ]}
        />
      ) : (
        <Result
          status="info"
          title={changed ? t('unsubscribe.resubscribed') : t('unsubscribe.title')}
          subTitle={
            <>
              <p>{t('unsubscribe.address', { email })}</p>
              <p>{t('unsubscribe.explain')}</p>
            </>
          }
          extra={[
            <Button
              key="unsubscribe"
              type="primary"
              danger
              loading={busy}
              onClick={() => void change('/meeting/api/email/unsubscribe')}
            >
              {t('unsubscribe.unsubscribe')}
            </Button>,
            home,
          ]}
        />
      )}
    </main>
  );
}
