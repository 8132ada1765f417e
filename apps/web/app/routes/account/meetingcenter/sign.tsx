import type { TScanResult } from '@huitang/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/sign';
import { PageTitle } from '../../../components/account/page-title';
import { ScanResult } from '../../../components/onsite/scan-result';
import { PHONE_READY } from '../../../lib/phone';
import { pageTitle } from '../../../lib/page-title';
import { useAppServices } from '../../../state/app-services';
import { loadTexts } from '../../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.attendCredentials);

/** What the door QR carries: the meeting, the venue (none for the meeting's own door) and its code. */
export const loader = ({ request }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  return {
    meetingId: Number(query.get('id')) || 0,
    placeId: Number(query.get('place')) || undefined,
    code: query.get('code') ?? '',
  };
};

/**
 * /account/meetingcenter/sign: where the door QR leads. The attendee, signed in on their phone, taps
 * once and is checked in (or signed in at the venue); the answer is as large as at the desk.
 */
export default function SelfSignIn({ loaderData: { meetingId, placeId, code } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [result, setResult] = useState<TScanResult | null>(null);
  const [busy, setBusy] = useState(false);
  const sign = async () => {
    setBusy(true);
    const reply = await api.call('/meeting/auth/meeting/register/sign/self', {
      meetingId,
      code,
      ...(placeId ? { placeId } : {}),
    });
    setBusy(false);
    if (reply.data) setResult(reply.data);
  };
  return (
    <>
      <PageTitle title={t('onsite.selfTitle')} />
      {!meetingId || !code ? <Alert type="error" showIcon title={t('onsite.selfBadLink')} /> : null}
      {result ? (
        <ScanResult result={result} />
      ) : (
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          disabled={!meetingId || !code}
          onClick={() => void sign()}
        >
          {t('onsite.selfSign')}
        </Button>
      )}
    </>
  );
}
