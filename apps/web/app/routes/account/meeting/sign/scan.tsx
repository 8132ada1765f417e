import { linkTo, type TDeskPerson } from '@huitang/contracts';
import { Alert, Button, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/scan';
import { serverApi } from '../../../../api/server';
import { meetingIdOf } from '../../../../loaders/meeting-id.server';
import { consolePath } from '../../../../components/console/use-console';
import { chinaClock } from '@huitang/contracts/china-time';
import { QrCamera } from '../../../../components/onsite/qr-camera';
import { ScanResult } from '../../../../components/onsite/scan-result';
import { useDesk } from '../../../../components/onsite/use-desk';
import { PHONE_READY } from '../../../../lib/phone';
import { authedDataOf, requireUser } from '../../../../loaders/session.server';
import styles from '../../../../components/onsite/desk.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

/** The meeting's organisers only: another institution's meeting refuses the page (306). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const meeting = authedDataOf(
    await serverApi(context).call('/meeting/auth/meeting/info/view', { id: meetingIdOf(request) }),
    request,
    context,
  );
  return { meetingId: meeting.id, meetingName: meeting.meetingName };
};

const CREDENTIAL = /^HT2\./;

/**
 * /account/meeting/sign/scan: the scanning desk, made for a phone at the hall's door (decision 021).
 * The camera or a handheld scanner reads credentials; with no network the downloaded list answers and
 * the check-ins wait to sync; other desks' check-ins arrive within seconds.
 */
export default function ScanDesk({ loaderData: { meetingId, meetingName } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const desk = useDesk(meetingId);
  const [typed, setTyped] = useState('');
  const [matches, setMatches] = useState<TDeskPerson[]>([]);
  const submit = async () => {
    if (CREDENTIAL.test(typed.trim())) {
      setMatches([]);
      await desk.scan(typed);
      setTyped('');
    } else setMatches(await desk.search(typed));
  };
  const { figures, meta } = desk;
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>{t('onsite.scanTitle')}</h1>
          <div className={styles.muted}>{meetingName}</div>
        </div>
        <div>
          <Tag color={desk.online ? 'green' : 'red'} data-testid="desk-network">
            {desk.online ? t('onsite.online') : t('onsite.offline')}
          </Tag>
          <Tag color={figures.waiting ? 'orange' : 'default'} data-testid="desk-waiting">
            {figures.waiting ? t('onsite.waiting', { count: figures.waiting }) : t('onsite.synced')}
          </Tag>
          <Button size="small" onClick={() => void desk.syncNow()} disabled={!figures.waiting}>
            {t('onsite.syncNow')}
          </Button>
        </div>
      </div>
      <div className={styles.settings}>
        <label className={styles.field}>
          {t('onsite.deskName')}
          <Input
            placeholder={t('onsite.deskPlaceholder')}
            value={desk.deskName}
            maxLength={32}
            onChange={(event) => desk.setDeskName(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('onsite.where')}
          <Select
            value={desk.placeId ?? 0}
            onChange={(value: number) => desk.setPlaceId(value || undefined)}
            options={[
              { value: 0, label: t('onsite.entrance') },
              ...(meta?.places ?? []).map((place) => ({ value: place.id, label: place.name })),
            ]}
          />
        </label>
      </div>
      <div className={styles.bar}>
        <strong data-testid="desk-progress">
          {t('onsite.progress', { done: figures.checkedIn, total: figures.total })}
        </strong>
        <span className={styles.muted}>
          {meta
            ? t('onsite.roster', { count: figures.total, time: chinaClock(meta.downloadedAt) })
            : t('onsite.noRoster')}
        </span>
      </div>
      {desk.result ? <ScanResult result={desk.result} /> : null}
      {desk.result?.person && desk.result.verdict !== 'red' && desk.online ? (
        <a
          href={linkTo('/meeting/auth/meeting/breastpiece/pdf', { meetingId, id: desk.result.person.id })}
          target="_blank"
          rel="noreferrer"
        >
          <Button block>{t('onsite.printOne')}</Button>
        </a>
      ) : null}
      <QrCamera onCode={(text) => void desk.scan(text)} />
      <Input.Search
        aria-label={t('onsite.manual')}
        placeholder={t('onsite.manual')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={() => void submit()}
        enterButton={t('onsite.submit')}
        size="large"
      />
      <div className={styles.muted}>{t('onsite.manualHint')}</div>
      {matches.length ? (
        <div className={styles.matches} data-testid="desk-matches">
          {matches.map((person) => (
            <div key={person.id} className={styles.match}>
              <span>
                <strong>{person.name}</strong> · {person.typeName} · {person.unit} · {person.mobile}
                {person.checkedInAt ? <Tag color="green">{t('onsite.stateIn')}</Tag> : null}
              </span>
              <Button type="primary" onClick={() => void desk.scan(person.code)}>
                {t('onsite.checkIn')}
              </Button>
            </div>
          ))}
        </div>
      ) : null}
      {desk.conflicts.length ? (
        <Alert
          type="warning"
          showIcon
          message={t('onsite.conflicts')}
          description={desk.conflicts.map((conflict) => (
            <div key={conflict.clientId}>
              {t('onsite.conflictLine', { name: conflict.name, message: conflict.message })}
            </div>
          ))}
        />
      ) : null}
      <Link to={consolePath('/account/meeting/sign/user', meetingId)}>{t('onsite.back')}</Link>
    </main>
  );
}
