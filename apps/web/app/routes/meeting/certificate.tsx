import { Code, type TCallResponse } from '@huitang/contracts';
import { Alert, Button, Descriptions, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/certificate';
import { serverApi } from '../../api/server';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';
import { chinaDay } from '@huitang/contracts/china-time';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

type TFound = TCallResponse<'/meeting/api/certificate/record/list/record'>;

/** A certificate's QR opens this page with ?serial=: the answer is there on the first paint. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const serial = new URL(request.url).searchParams.get('serial')?.trim() ?? '';
  if (!serial) return { serial, found: null };
  const reply = await serverApi(context).call('/meeting/api/certificate/record/list/record', { serial });
  return { serial, found: reply.code === Code.OK ? reply.data : [] };
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.onsite.certificates.verifyTitle);

/**
 * /meeting/certificate: anyone checks whether a certificate is genuine, by its number (the QR printed
 * on it leads here) or by the holder's name and mobile. A genuine one shows who, which meeting, the
 * hours and the day; a mobile is never shown.
 */
export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [found, setFound] = useState<TFound | null>(loaderData.found);
  const [serial, setSerial] = useState(loaderData.serial);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const check = async (body: { serial: string } | { name: string; mobile: string }) => {
    const reply = await api.call('/meeting/api/certificate/record/list/record', body);
    if (reply.code === Code.OK) setFound(reply.data);
  };

  return (
    <main className={styles.page} style={{ maxWidth: 760, margin: '0 auto' }}>
      <h1 className={styles.title}>{t('onsite.certificates.verifyTitle')}</h1>
      <p className={styles.muted}>{t('onsite.certificates.verifyIntro')}</p>
      <Tabs
        items={[
          {
            key: 'serial',
            label: t('onsite.certificates.bySerial'),
            children: (
              <Input.Search
                value={serial}
                aria-label={t('onsite.certificates.serial')}
                placeholder={t('onsite.certificates.serial')}
                enterButton={t('onsite.certificates.verify')}
                onChange={(event) => setSerial(event.target.value)}
                onSearch={(value) => value.trim() && void check({ serial: value.trim() })}
              />
            ),
          },
          {
            key: 'person',
            label: t('onsite.certificates.byPerson'),
            children: (
              <div className={styles.actions}>
                <Input
                  aria-label={t('onsite.name')}
                  placeholder={t('onsite.name')}
                  style={{ width: 200 }}
                  onChange={(event) => setName(event.target.value)}
                />
                <Input
                  aria-label={t('onsite.mobile')}
                  placeholder={t('onsite.mobile')}
                  style={{ width: 200 }}
                  onChange={(event) => setMobile(event.target.value)}
                />
                <Button
                  type="primary"
                  onClick={() => void check({ name: name.trim(), mobile: mobile.trim() })}
                >
                  {t('onsite.certificates.verify')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {found === null ? null : found.length === 0 ? (
        <Alert type="error" showIcon title={t('onsite.certificates.notFound')} data-testid="verify-answer" />
      ) : (
        found.map((certificate) => (
          <div key={certificate.serial} data-testid="verify-answer" style={{ marginTop: 16 }}>
            {certificate.revokedAt ? (
              <Alert
                type="error"
                showIcon
                title={t('onsite.certificates.revokedAlert', { day: chinaDay(certificate.revokedAt) })}
                description={t('onsite.certificates.revokedBecause', { reason: certificate.revokeReason })}
              />
            ) : (
              <Alert type="success" showIcon title={t('onsite.certificates.genuine')} />
            )}
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'serial', label: t('onsite.certificates.serial'), children: certificate.serial },
                { key: 'name', label: t('onsite.name'), children: certificate.name },
                { key: 'unit', label: t('onsite.unit'), children: certificate.unit || '—' },
                {
                  key: 'meeting',
                  label: t('onsite.certificates.meeting'),
                  children: certificate.meetingName,
                },
                { key: 'hours', label: t('onsite.certificates.hours'), children: certificate.hours },
                {
                  key: 'issuedAt',
                  label: t('onsite.certificates.issuedAt'),
                  children: chinaDay(certificate.issuedAt),
                },
              ]}
            />
          </div>
        ))
      )}
    </main>
  );
}
